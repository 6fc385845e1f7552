/** What the unit tests of app/lib/seo.ts, json-ld.ts and article-meta.ts share: a post and tag readers. */
import type { MetaDescriptor } from "react-router";
import { expect } from "vitest";
import type { SeoPost } from "#app/lib/seo.ts";

export const SITE = "https://wanderlust.example/";

export function samplePost(overrides: Partial<SeoPost> = {}): SeoPost {
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
    trip: null,
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

export function content(tags: MetaDescriptor[], key: "name" | "property", value: string) {
  return (find(tags, key, value) as { content?: string } | undefined)?.content;
}

export function jsonLd(tags: MetaDescriptor[]): Record<string, unknown> {
  const tag = tags.find((t) => "script:ld+json" in t) as
    | { "script:ld+json": Record<string, unknown> }
    | undefined;
  expect(tag).toBeDefined();
  return tag!["script:ld+json"];
}

/** The value of a meta tag by its property or name. */
export function tag(meta: MetaDescriptor[], key: string): string | undefined {
  const found = meta.find(
    (m) => (m as { property?: string }).property === key || (m as { name?: string }).name === key,
  );
  return (found as { content?: string } | undefined)?.content;
}

export function jsonLds(meta: MetaDescriptor[]): Record<string, unknown>[] {
  return meta
    .filter((m) => "script:ld+json" in m)
    .map((m) => JSON.parse(JSON.stringify((m as { "script:ld+json": unknown })["script:ld+json"])));
}
