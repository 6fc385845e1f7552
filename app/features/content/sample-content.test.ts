import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePostFile } from "./post-markdown.server.ts";

const POSTS_DIR = path.join("content", "posts");
const posts = await Promise.all(
  fs
    .readdirSync(POSTS_DIR)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const file = path.join(POSTS_DIR, name);
      return parsePostFile(file, fs.readFileSync(file, "utf8"));
    }),
);

describe("the sample content", () => {
  it("gives every post a featured image of its own, from public/media", () => {
    // Lists show posts side by side (related posts, a home page's films or most popular): two
    // posts with one picture look like the same card twice. There are 150 scene photos for 88 posts.
    const byImage = new Map<string, string[]>();
    for (const post of posts) {
      const image = post.meta.featuredImage;
      expect(fs.existsSync(path.join("public", image)), `${post.slug}: ${image}`).toBe(true);
      byImage.set(image, [...(byImage.get(image) ?? []), post.slug]);
    }
    const shared = [...byImage].filter(([, slugs]) => slugs.length > 1);
    expect(shared.map(([image, slugs]) => `${image}: ${slugs.join(", ")}`)).toEqual([]);
  });
});
