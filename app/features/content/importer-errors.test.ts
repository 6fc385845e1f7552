import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPosts } from "#app/models/posts.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { importContent } from "./importer.server.ts";
import { importError as importFailure, postFile, withContentFile } from "./importer-test-kit.ts";

describe.each(DIALECTS)("the content importer's errors on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-content-"));
    fs.cpSync("content", dir, { recursive: true, filter: (src) => !src.endsWith(".ts") });
    // The content imported already, as on a running site: a failed import must leave it as it is.
    await importContent(fresh.db, dir);
  });
  afterAll(async () => {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs `work` with `file` holding `text` (bytes or string), then restores or removes it. */
  const withFile = (file: string, text: string | Uint8Array, work: () => Promise<void>) =>
    withContentFile(dir, file, text, work);
  const importError = () => importFailure(fresh.db, dir);

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

  it("refuses a control character or U+FFFE anywhere, at its line (a feed holding one is malformed XML)", async () => {
    for (const [title, code] of [
      ['"Bell\u0001 in the title"', "0001"],
      ['"Not a character \uFFFE"', "FFFE"],
    ] as const) {
      await withFile("posts/zz-control.md", postFile({ title }), async () => {
        expect(await importError()).toMatch(
          new RegExp(`zz-control\\.md:2: control character U\\+${code} in the text`),
        );
      });
    }
    // A tab is text.
    await withFile("posts/zz-control.md", postFile({ desc: '"A\ttab"' }), async () => {
      await expect(importContent(fresh.db, dir)).resolves.toMatchObject({ created: 1 });
    });
    await importContent(fresh.db, dir);
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
});
