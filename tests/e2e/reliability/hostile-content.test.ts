import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_CONTENT_FILE_BYTES } from "#app/features/content/content-files.server.ts";
import { copyContent } from "#tests/setup/content.ts";
import { postgresSchema, TEST_DATABASE_URL } from "#tests/setup/database.ts";
import { paddedPostFile, postFile } from "#tests/setup/importer-test-kit.ts";
import { startServer } from "#tests/setup/server.ts";

/**
 * Files the importer once choked on (issue 44): a FIFO named *.md kept a starting server from ever
 * listening, hung the live import for good and left SIGTERM unable to exit; a folder named *.md, a
 * file of 20 MB, a `---coffee` first line stopped the start or the import without naming the file.
 * Now each is reported by name and left out, the server starts and serves the rest, every later
 * good save is imported, and SIGTERM exits at once.
 */

const DIALECTS = TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

/** The hostile files, each made by name in the posts folder. */
const HOSTILE: [string, (file: string) => void][] = [
  ["x-fifo.md", (file) => execFileSync("mkfifo", [file])],
  ["y-folder.md", (file) => fs.mkdirSync(file)],
  ["z-big.md", (file) => fs.writeFileSync(file, paddedPostFile(MAX_CONTENT_FILE_BYTES + 1))],
  ["w-coffee.md", (file) => fs.writeFileSync(file, "---coffee\ntitle: 'x'\n---\nIntro.\n")],
];

/** What the log says of each (the file named, no stack trace). */
const REPORTED: Record<string, RegExp> = {
  "x-fifo.md": /posts\/x-fifo\.md: not a regular file/,
  "y-folder.md": /posts\/y-folder\.md: not a regular file/,
  "z-big.md": /posts\/z-big\.md: 2\.0 MB \(2,000,001 bytes\), over the 2 MB limit/,
  "w-coffee.md": /posts\/w-coffee\.md:1: front matter must be YAML/,
};

/** Polls `check` every 50 ms until it holds, or fails after `ms`. */
async function within(ms: number, what: string, check: () => Promise<boolean> | boolean) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DIALECTS)("hostile content files on %s", (dialect) => {
  const content = copyContent(["algarve-in-october-quiet-beaches"]);
  const posts = path.join(content.dir, "posts");
  afterAll(() => content.remove());

  it("starts with them present, serves the rest, imports every later good save, exits on SIGTERM within 10 s", async () => {
    for (const [name, make] of HOSTILE) make(path.join(posts, `start-${name}`));
    const pg = dialect === "postgres" ? await postgresSchema("hostile") : undefined;
    const server = await startServer({ CONTENT_DIR: content.dir, DATABASE_URL: pg?.url ?? "" });
    try {
      const logs = server.logs();
      for (const [name] of HOSTILE) {
        expect(logs).toMatch(
          new RegExp(REPORTED[name]!.source.replace("posts\\/", "posts\\/start-")),
        );
      }
      expect(logs).not.toMatch(/\n\s+at /);
      expect(
        (await fetch(`${server.url}/beach/2024/algarve-in-october-quiet-beaches`)).status,
      ).toBe(200);

      // The live import: each hostile file saved, reported, then a good post saved and served.
      for (const [i, [name, make]] of HOSTILE.entries()) {
        make(path.join(posts, name));
        await within(10_000, `${name} reported`, () => REPORTED[name]!.test(server.logs()));
        fs.writeFileSync(path.join(posts, `good-${i}.md`), postFile({ title: `"Good ${i}"` }));
        // postFile's posts are in the city category, dated 2024.
        await within(10_000, `good-${i} imported after ${name}`, async () => {
          const answer = await fetch(`${server.url}/city/2024/good-${i}`);
          return answer.status === 200 && (await answer.text()).includes(`Good ${i}`);
        });
      }
    } finally {
      const stopping = Date.now();
      await server.stop();
      const stoppedMs = Date.now() - stopping;
      console.log(`[hostile content] ${dialect}: exited ${stoppedMs} ms after SIGTERM`);
      await pg?.drop();
      expect(stoppedMs).toBeLessThan(10_000);
      expect(server.logs()).toMatch(/Stopped cleanly/);
    }
  }, 90_000);
});
