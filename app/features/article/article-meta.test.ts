import { describe, expect, it } from "vitest";
import { content, jsonLd, jsonLds, SITE, samplePost } from "#tests/setup/seo.ts";
import { articleMeta } from "./article-meta.ts";

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

describe("the article's JSON-LD", () => {
  it("is on every article page beside the breadcrumb (breadcrumbJsonLd)", () => {
    const types = jsonLds(articleMeta(samplePost(), SITE)).map((d) => d["@type"]);
    expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
  });
});
