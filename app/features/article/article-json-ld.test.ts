import { describe, expect, it } from "vitest";
import { SITE, samplePost } from "#tests/setup/seo.ts";
import { articleJsonLd, isoDuration, postImages } from "./article-json-ld.ts";

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

  it("names a trip's place as contentLocation (country, coordinates), whatever the post type", () => {
    const trip = {
      destination: "Algarve",
      country: "PT",
      lat: 37.09,
      lng: -8.25,
      months: [10],
      days: 7,
      ages: [4, 12] as [number, number],
      budget: 2 as const,
    };
    const place = {
      "@type": "Place",
      name: "Algarve, Portugal",
      address: { "@type": "PostalAddress", addressCountry: "PT" },
      geo: { "@type": "GeoCoordinates", latitude: 37.09, longitude: -8.25 },
    };
    expect(articleJsonLd(samplePost({ trip }), SITE).contentLocation).toEqual(place);
    const video = articleJsonLd(
      samplePost({ trip, postType: "video", videoUrl: "/media/video/clip-1.mp4" }),
      SITE,
    );
    expect(video["@type"]).toBe("VideoObject");
    expect(video.contentLocation).toEqual(place);
  });

  it("has no contentLocation for a post without a trip", () => {
    expect(articleJsonLd(samplePost(), SITE)).not.toHaveProperty("contentLocation");
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
