import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { QUERY } from "./query-params.ts";
import {
  absoluteUrl,
  articleJsonLd,
  articleMeta,
  breadcrumbJsonLd,
  canonicalPath,
  canonicalUrl,
  isoDuration,
  pageMeta,
  postImages,
  profileJsonLd,
  routeMeta,
  type SeoPost,
  siteUrlOf,
  webPageJsonLd,
  websiteJsonLd,
} from "./seo.ts";

const SITE = "https://wanderlust.example/";

function samplePost(overrides: Partial<SeoPost> = {}): SeoPost {
  return {
    title: "Balos Lagoon by Boat",
    desc: "A day trip from Kissamos to the lagoon.",
    href: "/beach/2024/balos-lagoon",
    date: "2024-07-06",
    featuredImage: "/media/scenes/crete-1.jpg",
    readingTime: 6,
    postType: "standard",
    author: {
      id: 5,
      authorId: "amara",
      firstName: "Amara",
      lastName: "Okafor",
      displayName: "Amara Okafor",
      email: "amara@wanderlust.example",
      gender: "female",
      avatar: "/media/avatars/amara.jpg",
      bgImage: "/media/scenes/maldives-1.jpg",
      count: 8,
      href: "/author/Amara",
      desc: "Beaches and islands.",
      jobName: "Writer",
    },
    categories: [
      {
        id: 3,
        taxonomyId: 3,
        name: "Beach",
        href: "/archive/3/beach",
        thumbnail: "",
        count: 9,
        color: "blue",
        taxonomy: "category",
      },
    ],
    tags: [
      {
        id: 30,
        taxonomyId: 30,
        name: "Snorkelling",
        href: "/archive/30/snorkelling",
        thumbnail: "",
        count: 4,
        color: "green",
        taxonomy: "tag",
      },
    ],
    like: { count: 1590, isLiked: false },
    commentCount: 81,
    viewdCount: 22650,
    galleryImgs: [],
    videoUrl: "",
    videoThumbnail: "",
    audioUrl: "",
    contentPairs: [
      "A plain paragraph.",
      {
        header: "Boat or road?",
        paragraph: "Take the boat.",
        image: { link: "/media/scenes/crete-2.jpg", caption: "A headland" },
      },
    ],
    ...overrides,
  };
}

function find(tags: MetaDescriptor[], key: string, value: string): MetaDescriptor | undefined {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value);
}

function content(tags: MetaDescriptor[], key: "name" | "property", value: string) {
  return (find(tags, key, value) as { content?: string } | undefined)?.content;
}

function jsonLd(tags: MetaDescriptor[]): Record<string, unknown> {
  const tag = tags.find((t) => "script:ld+json" in t) as
    | { "script:ld+json": Record<string, unknown> }
    | undefined;
  expect(tag).toBeDefined();
  return tag!["script:ld+json"];
}

describe("absoluteUrl and canonicalUrl", () => {
  it("joins the site URL and a path with exactly one slash", () => {
    expect(absoluteUrl(SITE, "/media/a.jpg")).toBe("https://wanderlust.example/media/a.jpg");
    expect(absoluteUrl("https://wanderlust.example", "media/a.jpg")).toBe(
      "https://wanderlust.example/media/a.jpg",
    );
  });
  it("keeps an absolute URL as it is", () => {
    expect(absoluteUrl(SITE, "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });
  it("makes the post's href the canonical URL, whatever layout shows it", () => {
    expect(canonicalUrl(SITE, samplePost())).toBe(
      "https://wanderlust.example/beach/2024/balos-lagoon",
    );
  });
});

describe("postImages", () => {
  it("lists featured, gallery and section images once each", () => {
    const post = samplePost({
      galleryImgs: ["/media/scenes/crete-1.jpg", "/media/scenes/crete-3.jpg"],
    });
    expect(postImages(post)).toEqual([
      "/media/scenes/crete-1.jpg",
      "/media/scenes/crete-3.jpg",
      "/media/scenes/crete-2.jpg",
    ]);
  });
});

describe("articleMeta", () => {
  const tags = articleMeta(samplePost(), SITE);

  it("has the title, description and an absolute canonical link", () => {
    expect(tags).toContainEqual({ title: "Balos Lagoon by Boat · Wanderlust" });
    expect(content(tags, "name", "description")).toBe("A day trip from Kissamos to the lagoon.");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://wanderlust.example/beach/2024/balos-lagoon",
    });
  });

  it("has Open Graph article tags with absolute image and URL", () => {
    expect(content(tags, "property", "og:type")).toBe("article");
    expect(content(tags, "property", "og:title")).toBe("Balos Lagoon by Boat");
    expect(content(tags, "property", "og:description")).toBe(
      "A day trip from Kissamos to the lagoon.",
    );
    expect(content(tags, "property", "og:image")).toBe(
      "https://wanderlust.example/media/scenes/crete-1.jpg",
    );
    expect(content(tags, "property", "og:url")).toBe(
      "https://wanderlust.example/beach/2024/balos-lagoon",
    );
    expect(content(tags, "property", "article:section")).toBe("Beach");
    expect(content(tags, "property", "article:tag")).toBe("Snorkelling");
  });

  it("has a large-image Twitter card", () => {
    expect(content(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "name", "twitter:title")).toBe("Balos Lagoon by Boat");
    expect(content(tags, "name", "twitter:image")).toBe(
      "https://wanderlust.example/media/scenes/crete-1.jpg",
    );
  });

  it("adds og:video for a video post and og:audio for an audio post", () => {
    const video = articleMeta(samplePost({ postType: "video", videoUrl: "/v.mp4" }), SITE);
    expect(content(video, "property", "og:video")).toBe("https://wanderlust.example/v.mp4");
    const audio = articleMeta(samplePost({ postType: "audio", audioUrl: "/a.mp3" }), SITE);
    expect(content(audio, "property", "og:audio")).toBe("https://wanderlust.example/a.mp3");
    expect(content(audio, "property", "og:audio:type")).toBe("audio/mpeg");
  });

  it("serialises its JSON-LD to valid JSON", () => {
    const ld = jsonLd(tags);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});

describe("articleJsonLd", () => {
  it("is a BlogPosting for a standard post", () => {
    const ld = articleJsonLd(samplePost(), SITE);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("BlogPosting");
    expect(ld.headline).toBe("Balos Lagoon by Boat");
    expect(ld.datePublished).toBe("2024-07-06T00:00:00Z");
    expect(ld.image).toEqual([
      "https://wanderlust.example/media/scenes/crete-1.jpg",
      "https://wanderlust.example/media/scenes/crete-2.jpg",
    ]);
    expect(ld.author).toMatchObject({
      "@type": "Person",
      name: "Amara Okafor",
      url: "https://wanderlust.example/author/Amara",
    });
    expect(ld.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://wanderlust.example/beach/2024/balos-lagoon",
    });
    expect(ld.keywords).toBe("Beach, Snorkelling");
  });

  it("is a VideoObject with thumbnail, upload date and content URL for a video", () => {
    const ld = articleJsonLd(
      samplePost({
        postType: "video",
        videoUrl: "/media/video/clip-1.mp4",
        videoThumbnail: "/media/video/clip-1.jpg",
      }),
      SITE,
    );
    expect(ld["@type"]).toBe("VideoObject");
    expect(ld.name).toBe("Balos Lagoon by Boat");
    expect(ld.thumbnailUrl).toEqual(["https://wanderlust.example/media/video/clip-1.jpg"]);
    expect(ld.uploadDate).toBe("2024-07-06T00:00:00Z");
    expect(ld.contentUrl).toBe("https://wanderlust.example/media/video/clip-1.mp4");
  });

  it("is a PodcastEpisode with its audio for an audio post", () => {
    const ld = articleJsonLd(
      samplePost({ postType: "audio", audioUrl: "/media/audio/episode-1.mp3" }),
      SITE,
    );
    expect(ld["@type"]).toBe("PodcastEpisode");
    expect(ld.associatedMedia).toEqual({
      "@type": "MediaObject",
      contentUrl: "https://wanderlust.example/media/audio/episode-1.mp3",
      encodingFormat: "audio/mpeg",
    });
    expect(ld.partOfSeries).toMatchObject({ "@type": "PodcastSeries" });
  });

  it("is an ImageGallery listing every image for a gallery post", () => {
    const ld = articleJsonLd(
      samplePost({ postType: "gallery", galleryImgs: ["/media/scenes/crete-3.jpg"] }),
      SITE,
    );
    expect(ld["@type"]).toBe("ImageGallery");
    expect(ld.image).toHaveLength(3);
    expect((ld.image as { contentUrl: string }[])[1]!.contentUrl).toBe(
      "https://wanderlust.example/media/scenes/crete-3.jpg",
    );
  });

  it("falls back to BlogPosting for a video or audio post without media", () => {
    expect(articleJsonLd(samplePost({ postType: "video" }), SITE)["@type"]).toBe("BlogPosting");
    expect(articleJsonLd(samplePost({ postType: "audio" }), SITE)["@type"]).toBe("BlogPosting");
  });
});

/** The value of a meta tag by its property or name. */
function tag(meta: MetaDescriptor[], key: string): string | undefined {
  const found = meta.find(
    (m) => (m as { property?: string }).property === key || (m as { name?: string }).name === key,
  );
  return (found as { content?: string } | undefined)?.content;
}

function jsonLds(meta: MetaDescriptor[]): Record<string, unknown>[] {
  return meta
    .filter((m) => "script:ld+json" in m)
    .map((m) => JSON.parse(JSON.stringify((m as { "script:ld+json": unknown })["script:ld+json"])));
}

describe("canonicalPath", () => {
  it("keeps the parameters that change which posts show and drops sort, tracking and unknown ones", () => {
    expect(
      canonicalPath("/archive/summary", "?sort=oldest&page=2&utm_source=x", QUERY.archive),
    ).toBe("/archive/summary?page=2");
    expect(canonicalPath("/search", "?q=%20paris%20&sort=recent&more=3", QUERY.search)).toBe(
      "/search?q=paris",
    );
  });
  it("drops defaults and everything on a page that reads no parameter, and a trailing slash", () => {
    expect(canonicalPath("/", "?page=1", QUERY.home)).toBe("/");
    expect(canonicalPath("/archive/summary", "?all=1&page=3", QUERY.archive)).toBe(
      "/archive/summary",
    );
    expect(canonicalPath("/about/", "?page=2")).toBe("/about");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta(
    {
      title: "About Us · Wanderlust",
      description: "Meet the Harpers.",
      path: "/about",
      jsonLd: [{ "@type": "AboutPage" }],
    },
    SITE,
  );
  it("has an absolute canonical link, Open Graph with an absolute default image, and a large Twitter card", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://wanderlust.example/about",
    });
    expect(tag(meta, "og:url")).toBe("https://wanderlust.example/about");
    expect(tag(meta, "og:type")).toBe("website");
    expect(tag(meta, "og:site_name")).toBe("Wanderlust");
    expect(tag(meta, "og:title")).toBe("About Us · Wanderlust");
    expect(tag(meta, "og:description")).toBe("Meet the Harpers.");
    expect(tag(meta, "og:image")).toBe("https://wanderlust.example/media/hero.jpg");
    expect(tag(meta, "twitter:card")).toBe("summary_large_image");
    expect(tag(meta, "twitter:image")).toBe("https://wanderlust.example/media/hero.jpg");
    expect(tag(meta, "twitter:title")).toBe("About Us · Wanderlust");
    expect(tag(meta, "twitter:description")).toBe("Meet the Harpers.");
    expect(jsonLds(meta)).toEqual([{ "@type": "AboutPage" }]);
  });
});

describe("routeMeta", () => {
  it("takes SITE_URL from the layout's data and the canonical path from the location", () => {
    const meta = routeMeta(
      {
        matches: [{ loaderData: undefined }, { loaderData: { siteUrl: "https://w.example" } }],
        location: { pathname: "/archive/summary", search: "?sort=oldest&page=2" },
      },
      { title: "Travel Blog", description: "d", query: QUERY.archive, jsonLd: websiteJsonLd },
    );
    expect(tag(meta, "og:url")).toBe("https://w.example/archive/summary?page=2");
    expect(jsonLds(meta)[0]).toMatchObject({ "@type": "WebSite", url: "https://w.example/" });
  });
  it("uses the given path (an author's href) over the location's", () => {
    const meta = routeMeta(
      {
        matches: [{ loaderData: { siteUrl: SITE } }],
        location: { pathname: "/author/daniel", search: "?sort=oldest" },
      },
      { title: "Daniel", description: "d", path: "/author/Daniel", query: QUERY.author },
    );
    expect(tag(meta, "og:url")).toBe("https://wanderlust.example/author/Daniel");
  });
  it("finds no site URL without the layout's data", () => {
    expect(siteUrlOf([undefined, { loaderData: { teasers: [] } }])).toBe("");
  });
});

describe("websiteJsonLd", () => {
  it("is a WebSite whose search action fills the search page's q, and the Organization with an absolute logo", () => {
    const [site, organization] = websiteJsonLd(SITE);
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      url: "https://wanderlust.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          urlTemplate: "https://wanderlust.example/search?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Wanderlust",
      url: "https://wanderlust.example/",
      logo: { url: "https://wanderlust.example/favicon.svg" },
    });
  });
});

describe("webPageJsonLd", () => {
  it("is a CollectionPage whose main entity lists the posts' absolute URLs in order", () => {
    const page = webPageJsonLd(
      "CollectionPage",
      { name: "Beach", description: "d", path: "/archive/3/beach", items: ["/a/1/x", "/b/2/y"] },
      SITE,
    );
    expect(page).toMatchObject({
      "@type": "CollectionPage",
      name: "Beach",
      url: "https://wanderlust.example/archive/3/beach",
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [
          { "@type": "ListItem", position: 1, url: "https://wanderlust.example/a/1/x" },
          { "@type": "ListItem", position: 2, url: "https://wanderlust.example/b/2/y" },
        ],
      },
    });
  });
  it("has no main entity without items", () => {
    expect(
      webPageJsonLd("AboutPage", { name: "About", description: "d", path: "/about" }, SITE),
    ).not.toHaveProperty("mainEntity");
  });
});

describe("profileJsonLd", () => {
  it("is a ProfilePage about the Person, with absolute image and URL, and sameAs only when known", () => {
    const author = samplePost().author;
    const profile = profileJsonLd(author, SITE);
    expect(profile).toMatchObject({
      "@type": "ProfilePage",
      url: "https://wanderlust.example/author/Amara",
      mainEntity: {
        "@type": "Person",
        name: "Amara Okafor",
        description: "Beaches and islands.",
        image: "https://wanderlust.example/media/avatars/amara.jpg",
        url: "https://wanderlust.example/author/Amara",
      },
    });
    expect(profile.mainEntity).not.toHaveProperty("sameAs");
    const linked = profileJsonLd({ ...author, sameAs: ["https://social.example/@amara"] }, SITE);
    expect(linked.mainEntity).toMatchObject({ sameAs: ["https://social.example/@amara"] });
  });
});

describe("breadcrumbJsonLd", () => {
  it("is Home > the first category > the article, with absolute URLs", () => {
    expect(breadcrumbJsonLd(samplePost(), SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://wanderlust.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Beach",
          item: "https://wanderlust.example/archive/3/beach",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Balos Lagoon by Boat",
          item: "https://wanderlust.example/beach/2024/balos-lagoon",
        },
      ],
    });
  });
  it("is on every article page beside the article's own JSON-LD", () => {
    const types = jsonLds(articleMeta(samplePost(), SITE)).map((d) => d["@type"]);
    expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
  });
});

describe("media duration in JSON-LD", () => {
  it("writes seconds as an ISO 8601 duration", () => {
    expect(isoDuration(112)).toBe("PT1M52S");
    expect(isoDuration(27)).toBe("PT27S");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(0)).toBe("PT0S");
  });

  it("gives a podcast episode, its audio and a video their duration", () => {
    const episode = articleJsonLd(
      samplePost({ postType: "audio", audioUrl: "/media/audio/episode-1.mp3", duration: 112 }),
      SITE,
    );
    expect(episode.duration).toBe("PT1M52S");
    expect(episode.associatedMedia).toMatchObject({ duration: "PT1M52S" });
    const video = articleJsonLd(
      samplePost({ postType: "video", videoUrl: "/media/video/clip-1.mp4", duration: 8 }),
      SITE,
    );
    expect(video.duration).toBe("PT8S");
    const unknown = articleJsonLd(samplePost({ postType: "video", videoUrl: "/v.mp4" }), SITE);
    expect(unknown).not.toHaveProperty("duration");
  });
});
