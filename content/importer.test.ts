import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseFile } from "music-metadata";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { insertSyntheticPosts } from "../bench/synthetic-posts.ts";
import { DIALECTS, freshDatabase } from "../tests/setup/database.ts";
import { importContent } from "./importer.server.ts";

const execFileAsync = promisify(execFile);

/** A valid post file; `front` lines replace or add front matter entries. */
function postFile(front: Record<string, string> = {}): string {
  const entries = {
    title: '"A post"',
    desc: '"A post for the importer tests"',
    date: "2024-01-02",
    postType: "standard",
    author: "daniel",
    categories: "[city]",
    featuredImage: "/media/scenes/rome-1.jpg",
    ...front,
  };
  const lines = Object.entries(entries).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\nIntro.\n\n## One\n\nText.\n\n## Conclusion\n\nEnd.\n`;
}

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

  it("imports nothing from a tree with one malformed file, naming file and line", async () => {
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
    const count = (await listPosts()).length;
    await expect(importContent(fresh.db, dir)).rejects.toThrowError(
      /zz-broken\.md:6: front matter "author": unknown author "nobody"/,
    );
    expect((await listPosts()).length).toBe(count);
    fs.rmSync(bad);
    fs.rmSync(good);
  });

  /** Runs `work` with `file` holding `text` (bytes or string), then restores or removes it. */
  async function withFile(file: string, text: string | Uint8Array, work: () => Promise<void>) {
    const full = path.join(dir, file);
    const before = fs.existsSync(full) ? fs.readFileSync(full) : undefined;
    fs.writeFileSync(full, text);
    try {
      await work();
    } finally {
      if (before) fs.writeFileSync(full, before);
      else fs.rmSync(full);
    }
  }

  async function importError(): Promise<string> {
    const count = (await listPosts()).length;
    const error = await importContent(fresh.db, dir).then(
      () => "no error",
      (e: Error) => e.message,
    );
    expect((await listPosts()).length).toBe(count);
    return error;
  }

  it("names the line of an unknown category or tag, in a flow or a block list", async () => {
    await withFile(
      "posts/zz-category.md",
      postFile({ categories: "[city, nowhere]" }),
      async () => {
        expect(await importError()).toMatch(
          /zz-category\.md:7: front matter "categories": unknown category "nowhere"$/,
        );
      },
    );
    const block = postFile({ categories: "\n  - city\n  - beach", tags: "\n  - food\n  - nope" });
    await withFile("posts/zz-tag.md", block, async () => {
      // Line 1 ---, 2-6 title..author, 7 categories:, 8-9 items, 10 featuredImage, 11 tags:, 12-13
      expect(await importError()).toMatch(
        /zz-tag\.md:13: front matter "tags": unknown tag "nope"$/,
      );
    });
  });

  it("refuses a date that is not on the calendar (no roll-over into the next year)", async () => {
    for (const date of ["2024-13-45", "2024-02-30", '"2023-02-29"']) {
      await withFile("posts/zz-date.md", postFile({ date }), async () => {
        expect(await importError()).toMatch(
          /zz-date\.md:4: front matter "date": "\d{4}-\d\d-\d\d" is not a real date/,
        );
      });
    }
    await withFile("posts/zz-leap-day.md", postFile({ date: "2024-02-29" }), async () => {
      await importContent(fresh.db, dir);
      expect((await listPosts()).find((p) => p.href.endsWith("/zz-leap-day"))?.date).toBe(
        "2024-02-29",
      );
    });
  });

  it("gives the YAML parser's line, counted in the file", async () => {
    const twice = postFile({ author: "daniel\nauthor: sofia" });
    await withFile("posts/zz-yaml.md", twice, async () => {
      expect(await importError()).toMatch(/zz-yaml\.md:7: front matter: Map keys must be unique/);
    });
    const tab = postFile({ desc: '"x"\n\tbad: indent' });
    await withFile("posts/zz-yaml.md", tab, async () => {
      expect(await importError()).toMatch(/zz-yaml\.md:4: front matter: /);
    });
  });

  it("refuses a file that is not UTF-8, at the line of the first bad byte", async () => {
    const latin1 = Buffer.from(postFile({ title: '"Caf\u00e9 culture"' }), "latin1");
    await withFile("posts/zz-latin1.md", latin1, async () => {
      expect(await importError()).toMatch(/zz-latin1\.md:2: not valid UTF-8/);
    });
    const authors = fs.readFileSync(path.join(dir, "authors.json"));
    const broken = Buffer.concat([
      authors.subarray(0, 10),
      Buffer.from([0xc3, 0x28]),
      authors.subarray(10),
    ]);
    await withFile("authors.json", broken, async () => {
      expect(await importError()).toMatch(/authors\.json:\d+: not valid UTF-8/);
    });
  });

  it("reports JSON errors in authors.json and taxonomies.json at their line", async () => {
    const authorsText = fs.readFileSync(path.join(dir, "authors.json"), "utf8");
    const lines = authorsText.split("\n");
    // A missing comma between the second and third author (lines 5-7 and 8-10).
    const missingComma = [
      ...lines.slice(0, 6),
      lines[6]!.replace(/},\s*$/, "}"),
      ...lines.slice(7),
    ];
    await withFile("authors.json", missingComma.join("\n"), async () => {
      expect(await importError()).toMatch(/authors\.json:8: invalid JSON/);
    });
    const badEmail = authorsText.replace('"leo@wanderlust.example"', '"not an address"');
    await withFile("authors.json", badEmail, async () => {
      expect(await importError()).toMatch(/authors\.json:8: 2\.email: /);
    });
    const taxonomiesText = fs.readFileSync(path.join(dir, "taxonomies.json"), "utf8");
    const badColor = taxonomiesText.replace(
      '"slug": "museums", "name": "Museums", "color": "indigo"',
      '"slug": "museums", "name": "Museums", "color": "teal"',
    );
    const museumsLine = taxonomiesText.split("\n").findIndex((l) => l.includes('"museums"')) + 1;
    await withFile("taxonomies.json", badColor, async () => {
      expect(await importError()).toMatch(
        new RegExp(`taxonomies\\.json:${museumsLine}: tags\\.1\\.color: `),
      );
    });
    const duplicate = taxonomiesText.replace(
      '{ "id": 12, "slug": "museums"',
      '{ "id": 3, "slug": "museums"',
    );
    await withFile("taxonomies.json", duplicate, async () => {
      expect(await importError()).toMatch(
        new RegExp(`taxonomies\\.json:${museumsLine}: taxonomy id 3 is used twice`),
      );
    });
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
      // A malformed file elsewhere: nothing is removed either.
      await withFile("posts/zz-broken.md", postFile({ author: "nobody" }), async () => {
        expect(await importError()).toMatch(/unknown author/);
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

  it("refuses an audio or video post whose file is missing or unreadable, naming it", async () => {
    const audio = postFile({ postType: "audio", audioUrl: "/media/audio/no-such-episode.mp3" });
    await withFile("posts/zz-audio.md", audio, async () => {
      expect(await importError()).toMatch(
        /zz-audio\.md:9: front matter "audioUrl": no file public\/media\/audio\/no-such-episode\.mp3/,
      );
    });
    // A photo where the video should be: found, but not a video.
    const video = postFile({ postType: "video", videoUrl: "/media/scenes/rome-1.jpg" });
    await withFile("posts/zz-video.md", video, async () => {
      expect(await importError()).toMatch(
        /zz-video\.md:9: front matter "videoUrl": cannot read the length of public\/media\/scenes\/rome-1\.jpg/,
      );
    });
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

describe.each(DIALECTS)("`npm run content:import` on %s", (dialect) => {
  let dir: string;
  let dataDir: string;
  let schema: string | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-content-"));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-data-"));
    fs.cpSync("content", dir, { recursive: true, filter: (src) => !src.endsWith(".ts") });
    if (dialect === "postgres") {
      schema = `test_import_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await withPg((c) => c.query(`create schema ${schema}`));
    }
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema) await withPg((c) => c.query(`drop schema ${schema} cascade`));
  });

  it("imports CONTENT_DIR, not ./content (an owner's edited copy)", async () => {
    fs.writeFileSync(
      path.join(dir, "posts", "only-in-the-copy.md"),
      `---\ntitle: "Only in the copy"\ndesc: "A post the owner added"\ndate: 2024-01-02\npostType: standard\nauthor: daniel\ncategories: [city]\nfeaturedImage: /media/scenes/rome-1.jpg\n---\nIntro.\n\n## One\n\nText.\n\n## Conclusion\n\nEnd.\n`,
    );
    const url = schema
      ? `${process.env.TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : "";
    const run = await execFileAsync(
      process.execPath,
      ["--import", "tsx", "scripts/content-import.ts"],
      {
        env: { ...process.env, CONTENT_DIR: dir, DATA_DIR: dataDir, DATABASE_URL: url },
      },
    );
    expect(run.stdout).toMatch(/Imported .* into .*: \d+ new/);
    const opened = schema
      ? openDatabase({ url: process.env.TEST_DATABASE_URL, pgSchema: schema })
      : openDatabase({ dataDir });
    try {
      const row = await opened.db
        .selectFrom("posts")
        .select(["title"])
        .where("slug", "=", "only-in-the-copy")
        .executeTakeFirst();
      expect(row?.title).toBe("Only in the copy");
    } finally {
      await opened.close();
    }
  });
});

async function withPg(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
