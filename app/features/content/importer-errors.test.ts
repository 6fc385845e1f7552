import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPosts } from "#app/models/posts.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import {
  importError as importFailure,
  paddedPostFile,
  postFile,
  withContentFile,
} from "#tests/setup/importer-test-kit.ts";
import { MAX_CONTENT_FILE_BYTES } from "./content-files.server.ts";
import { importContent } from "./importer.server.ts";

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

  it("never runs front matter in another language than YAML (issue 44: ---js ran in the server)", async () => {
    const pwned = path.join(dir, "PWNED");
    const js = `{ title: (require("fs").writeFileSync(${JSON.stringify(pwned)},""), "x") }`;
    for (const language of ["js", "javascript", "coffee"]) {
      await withFile("posts/zz-code.md", `---${language}\n${js}\n---\nIntro.\n`, async () => {
        expect(await importError()).toMatch(
          new RegExp(
            `zz-code\\.md:1: front matter must be YAML, opened by a line "---" alone, not "---${language}"`,
          ),
        );
      });
    }
    expect(fs.existsSync(pwned)).toBe(false);
    expect(fs.existsSync("PWNED")).toBe(false);
    expect((await listPosts()).map((p) => p.title)).not.toContain("x");
  });

  it("reports a FIFO, a socket, a folder named *.md, a file over 2 MB and ---coffee by name, and imports the rest (issue 44)", async () => {
    const posts = path.join(dir, "posts");
    // Opening a FIFO to read waits for a writer: the import hung for good, and the server with it.
    execFileSync("mkfifo", [path.join(posts, "x-fifo.md")]);
    const socket = net.createServer().listen(path.join(posts, "s-socket.md"));
    await new Promise((resolve) => socket.once("listening", resolve));
    fs.mkdirSync(path.join(posts, "y-folder.md"));
    fs.writeFileSync(path.join(posts, "z-big.md"), paddedPostFile(MAX_CONTENT_FILE_BYTES + 1));
    fs.writeFileSync(path.join(posts, "w-coffee.md"), "---coffee\ntitle: 'x'\n---\nIntro.\n");
    // At the limit exactly: a post like any other.
    fs.writeFileSync(path.join(posts, "zz-largest.md"), paddedPostFile(MAX_CONTENT_FILE_BYTES));
    fs.writeFileSync(path.join(posts, "zz-good.md"), postFile({ title: '"Good"' }));
    try {
      const count = (await listPosts()).length;
      const report = await importContent(fresh.db, dir);
      expect(report.problems.map((p) => p.message)).toEqual([
        `${posts}/s-socket.md: not a regular file`,
        `${posts}/w-coffee.md:1: front matter must be YAML, opened by a line "---" alone, not "---coffee" (no other language is read, none is run)`,
        `${posts}/x-fifo.md: not a regular file`,
        `${posts}/y-folder.md: not a regular file`,
        `${posts}/z-big.md: 2.0 MB (2,000,001 bytes), over the 2 MB limit of a content file`,
      ]);
      expect(report.created).toBe(2);
      expect((await listPosts()).length).toBe(count + 2);
      // authors.json as a FIFO: every post needs it, nothing is imported, the file is named.
      const authors = path.join(dir, "authors.json");
      const authorsText = fs.readFileSync(authors);
      fs.rmSync(authors);
      execFileSync("mkfifo", [authors]);
      try {
        expect((await importFailure(fresh.db, dir)).split("\n")).toContain(
          `${authors}: not a regular file`,
        );
      } finally {
        fs.rmSync(authors);
        fs.writeFileSync(authors, authorsText);
      }
    } finally {
      socket.close();
      for (const name of [
        "x-fifo.md",
        "y-folder.md",
        "z-big.md",
        "w-coffee.md",
        "zz-largest.md",
        "zz-good.md",
      ]) {
        fs.rmSync(path.join(posts, name), { recursive: true, force: true });
      }
    }
    expect(await importContent(fresh.db, dir)).toMatchObject({ removed: 2, problems: [] });
  });

  it("leaves out, naming it, a post the database refuses: 2 MB of distinct words passes PostgreSQL's search index limit", async () => {
    // About 300,000 distinct words: PostgreSQL's tsvector holds at most 1 MB; SQLite's index has
    // no such limit.
    let sections = "";
    for (let i = 0; sections.length < 1_900_000; i++) {
      sections += `${i % 10_000 === 0 ? "\n\n## Part\n\n" : ""}w${i.toString(36)} `;
    }
    const text = postFile().replace("## One", `${sections.trim()}\n\n## One`);
    await withFile("posts/zz-words.md", text, async () => {
      await withFile("posts/zz-after.md", postFile({ title: '"After"' }), async () => {
        const report = await importContent(fresh.db, dir);
        const titles = (await listPosts()).map((p) => p.title);
        if (dialect === "postgres") {
          expect(report.problems.map((p) => p.message)).toEqual([
            expect.stringMatching(/zz-words\.md: not stored: string is too long for tsvector/),
          ]);
          expect(report.created).toBe(1);
        } else {
          expect(report).toMatchObject({ created: 2, problems: [] });
        }
        expect(titles).toContain("After");
      });
    });
    await importContent(fresh.db, dir);
  }, 90_000);

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
    await importContent(fresh.db, dir);
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
