import { describe, expect, it } from "vitest";
import { websiteJsonLd } from "#app/lib/json-ld.ts";
import { QUERY } from "#app/lib/query-params.ts";
import {
  absoluteUrl,
  canonicalPath,
  canonicalUrl,
  pageMeta,
  routeMeta,
  siteUrlOf,
} from "#app/lib/seo.ts";
import { jsonLds, SITE, samplePost, tag } from "#tests/setup/seo.ts";

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
