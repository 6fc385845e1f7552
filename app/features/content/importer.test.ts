import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseFile } from "music-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPosts } from "#app/models/posts.server.ts";
import { insertSyntheticPosts } from "#bench/synthetic-posts.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { importError as importFailure, withContentFile } from "#tests/setup/importer-test-kit.ts";
import { importContent } from "./importer.server.ts";

describe.each(DIALECTS)("the content importer on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-content-"));
    fs.cpSync("content", dir, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  });
  afterAll(async () => {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs `work` with `file` holding `text` (bytes or string), then restores or removes it. */
  const withFile = (file: string, text: string | Uint8Array, work: () => Promise<void>) =>
    withContentFile(dir, file, text, work);
  const importError = () => importFailure(fresh.db, dir);

  it("imports every post file, then is idempotent and keeps live counters", async () => {
    const files = fs.readdirSync(path.join(dir, "posts")).length;
    const first = await importContent(fresh.db, dir);
    expect(first).toMatchObject({ created: files, updated: 0, authors: 10 });

    const before = (await listPosts())[0]!;
    await fresh.db
      .updateTable("posts")
      .set({ viewd_count: 999_999, like_count: 4242 })
      .where("id", "=", before.id)
      .execute();
    const second = await importContent(fresh.db, dir);
    expect(second).toMatchObject({ created: 0, updated: files });
    const after = (await listPosts()).find((p) => p.id === before.id)!;
    expect(after.viewdCount).toBe(999_999);
    expect(after.like.count).toBe(4242);
    expect(after.index).toBe(before.index);
    expect((await listPosts()).length).toBe(files);
  });

  it("writes an edit of authors.json, and authors and taxonomies changed in the database, again", async () => {
    await importContent(fresh.db, dir);
    const file = path.join(dir, "authors.json");
    const original = fs.readFileSync(file, "utf8");
    const nameOf = async () =>
      (
        await fresh.db
          .selectFrom("authors")
          .select("display_name")
          .where("author_id", "=", "daniel")
          .executeTakeFirstOrThrow()
      ).display_name;
    const before = await nameOf();
    try {
      const authors = JSON.parse(original) as { key: string; displayName?: string }[];
      for (const author of authors) if (author.key === "daniel") author.displayName = "Dan Renamed";
      fs.writeFileSync(file, JSON.stringify(authors, null, 2));
      await importContent(fresh.db, dir);
      expect(await nameOf()).toBe("Dan Renamed");
    } finally {
      fs.writeFileSync(file, original);
    }
    await importContent(fresh.db, dir);
    expect(await nameOf()).toBe(before);
    // Changed behind the importer's back (a restore, a hand edit): the next import writes the
    // file's author again, and a taxonomy too.
    await fresh.db
      .updateTable("authors")
      .set({ display_name: "Edited By Hand" })
      .where("author_id", "=", "daniel")
      .execute();
    await fresh.db
      .updateTable("taxonomies")
      .set({ name: "Edited" })
      .where("slug", "=", "city")
      .execute();
    await importContent(fresh.db, dir);
    expect(await nameOf()).toBe(before);
    const city = await fresh.db
      .selectFrom("taxonomies")
      .select("name")
      .where("slug", "=", "city")
      .executeTakeFirstOrThrow();
    expect(city.name).not.toBe("Edited");
  });

  it("imports the good files and leaves a malformed one as it was, naming file and line", async () => {
    // An imported post broken by an edit: kept as the last import wrote it, not removed.
    const [edited] = fs.readdirSync(path.join(dir, "posts")).sort();
    const good = path.join(dir, "posts", "a-brand-new-post.md");
    fs.writeFileSync(
      good,
      `---\ntitle: "New"\ndesc: "New post"\ndate: 2024-01-02\npostType: standard\nauthor: daniel\ncategories: [city]\nfeaturedImage: /media/scenes/rome-1.jpg\n---\nIntro.\n\n## One\n\nText.\n\n## Conclusion\n\nEnd.\n`,
    );
    const bad = path.join(dir, "posts", "zz-broken.md");
    fs.writeFileSync(
      bad,
      `---\ntitle: "Broken"\ndesc: "x"\ndate: 2024-01-02\npostType: standard\nauthor: nobody\ncategories: [city]\nfeaturedImage: /media/x.jpg\n---\nIntro.\n`,
    );
    const editedFile = path.join(dir, "posts", edited!);
    const editedText = fs.readFileSync(editedFile, "utf8");
    const before = await listPosts();
    const editedPost = before.find((p) => p.href.endsWith(`/${edited!.replace(/\.md$/, "")}`))!;
    fs.writeFileSync(editedFile, editedText.replace(/^title: .*$/m, "title: [not, text]"));
    try {
      const report = await importContent(fresh.db, dir);
      expect(report).toMatchObject({ created: 1, removed: 0 });
      expect(report.problems.map((p) => p.message)).toEqual([
        expect.stringMatching(new RegExp(`${edited!.replace(".", "\\.")}:2: front matter "title"`)),
        expect.stringMatching(/zz-broken\.md:6: front matter "author": unknown author "nobody"$/),
      ]);
      const after = await listPosts();
      expect(after.length).toBe(before.length + 1);
      expect(after.map((p) => p.title)).toContain("New");
      expect(after.find((p) => p.id === editedPost.id)?.title).toBe(editedPost.title);
    } finally {
      fs.writeFileSync(editedFile, editedText);
      fs.rmSync(bad);
      fs.rmSync(good);
    }
    expect(await importContent(fresh.db, dir)).toMatchObject({ removed: 1, problems: [] });
  });

  it("deletes the posts whose file is gone, with their links; keeps counters and seeded posts", async () => {
    await importContent(fresh.db, dir);
    const posts = fs.readdirSync(path.join(dir, "posts")).sort();
    const [gone, renamed, kept] = [posts[0]!, posts[1]!, posts[2]!];
    const before = await listPosts();
    const keptPost = before.find((p) => p.href.endsWith(`/${kept.replace(/\.md$/, "")}`))!;
    await fresh.db
      .updateTable("posts")
      .set({ viewd_count: 777_777 })
      .where("id", "=", keptPost.id)
      .execute();
    await insertSyntheticPosts(3);
    const seeded = (await listPosts()).length;
    expect(seeded).toBe(before.length + 3);

    const goneText = fs.readFileSync(path.join(dir, "posts", gone));
    const renamedText = fs.readFileSync(path.join(dir, "posts", renamed));
    fs.rmSync(path.join(dir, "posts", gone));
    fs.renameSync(path.join(dir, "posts", renamed), path.join(dir, "posts", "zz-renamed-post.md"));
    try {
      // A malformed authors.json: nothing is removed either.
      await withFile("authors.json", "[", async () => {
        expect(await importError()).toMatch(/authors\.json:1: invalid JSON/);
      });
      expect((await listPosts()).length).toBe(seeded);

      const report = await importContent(fresh.db, dir);
      expect(report).toMatchObject({ created: 1, removed: 2 });
      const after = await listPosts();
      expect(after.length).toBe(seeded - 1);
      const slugs = new Set(
        (await fresh.db.selectFrom("posts").select("slug").execute()).map((r) => r.slug),
      );
      expect(slugs.has(gone.replace(/\.md$/, ""))).toBe(false);
      expect(slugs.has(renamed.replace(/\.md$/, ""))).toBe(false);
      expect(slugs.has("zz-renamed-post")).toBe(true);
      expect(after.filter((p) => p.id.startsWith("synthetic-"))).toHaveLength(3);
      expect(after.find((p) => p.id === keptPost.id)?.viewdCount).toBe(777_777);
      const orphans = await fresh.db
        .selectFrom("post_taxonomies")
        .leftJoin("posts", "posts.id", "post_taxonomies.post_id")
        .select("post_taxonomies.post_id")
        .where("posts.id", "is", null)
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      fs.rmSync(path.join(dir, "posts", "zz-renamed-post.md"), { force: true });
      fs.writeFileSync(path.join(dir, "posts", gone), goneText);
      fs.writeFileSync(path.join(dir, "posts", renamed), renamedText);
    }
    expect(await importContent(fresh.db, dir)).toMatchObject({ created: 2, removed: 1 });
  });

  it("removes authors and taxonomies gone from the files once no post uses them", async () => {
    const taxonomiesText = fs.readFileSync(path.join(dir, "taxonomies.json"), "utf8");
    const withExtra = taxonomiesText.replace(
      '"tags": [',
      '"tags": [\n    { "id": 99, "slug": "unused-tag", "name": "Unused", "color": "red" },',
    );
    await withFile("taxonomies.json", withExtra, async () => {
      await importContent(fresh.db, dir);
    });
    const report = await importContent(fresh.db, dir);
    expect(report.removedTaxonomies).toBe(1);
    const ids = (await fresh.db.selectFrom("taxonomies").select("id").execute()).map((r) => r.id);
    expect(ids).not.toContain(99);
  });

  it("stores the length read from each audio and video file; none for other posts", async () => {
    await importContent(fresh.db, dir);
    const posts = await listPosts();
    const media = posts.filter((p) => p.postType === "audio" || p.postType === "video");
    expect(media.length).toBeGreaterThan(0);
    for (const post of media) {
      const file = path.join("public", post.postType === "audio" ? post.audioUrl : post.videoUrl);
      const { format } = await parseFile(file, { duration: true });
      expect(post.duration, post.href).toBe(Math.floor(format.duration!));
    }
    for (const post of posts.filter((p) => p.postType === "standard")) {
      expect(post.duration).toBeNull();
    }
  });

  it("refuses a posts folder with no post at all (a wrong CONTENT_DIR would empty the site)", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-empty-"));
    fs.copyFileSync(path.join(dir, "authors.json"), path.join(empty, "authors.json"));
    fs.copyFileSync(path.join(dir, "taxonomies.json"), path.join(empty, "taxonomies.json"));
    fs.mkdirSync(path.join(empty, "posts"));
    try {
      const count = (await listPosts()).length;
      await expect(importContent(fresh.db, empty)).rejects.toThrowError(/no post files/);
      expect((await listPosts()).length).toBe(count);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
