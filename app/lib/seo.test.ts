import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  articleErrorMeta,
  articleJsonLd,
  articleMeta,
  canonicalUrl,
  isoDuration,
  postImages,
  type SeoPost,
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

describe("articleErrorMeta", () => {
  it("titles a missing article 'Article not found' and keeps it out of the index", () => {
    const tags = articleErrorMeta(404);
    expect(tags).toContainEqual({ title: "Article not found · Wanderlust" });
    expect(content(tags, "name", "robots")).toBe("noindex");
  });
  it("titles other errors 'Unexpected Application Error!'", () => {
    expect(articleErrorMeta(500)).toContainEqual({
      title: "Unexpected Application Error! · Wanderlust",
    });
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
