import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveComment, insertReply } from "#app/models/comment-decisions.server.ts";
import { insertPendingComment } from "#app/models/comments.server.ts";
import { createDigest, postsSince } from "#app/models/newsletter.server.ts";
import {
  listPendingPosts,
  previewPost,
  publishDuePosts,
} from "#app/models/pending-posts.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { copyContent } from "#tests/setup/content.ts";
import { childEnvironment, DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { postFile } from "#tests/setup/importer-test-kit.ts";
import { importContent } from "./importer.server.ts";

/**
 * Drafts and scheduled posts in the database (issue 26): kept apart until they go live, moved
 * into the posts at their time by whichever process comes first, and "new" for the newsletter
 * from that moment, whatever their date. And `npm run content:check`.
 */

const NOW = new Date("2026-11-28T12:00:00Z");

describe.each(DIALECTS)("drafts and scheduled posts on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const content = copyContent([
    "algarve-in-october-quiet-beaches",
    "rome-before-breakfast-photo-walk",
  ]);
  const write = (name: string, front: Record<string, string>) =>
    fs.writeFileSync(path.join(content.dir, "posts", `${name}.md`), postFile(front));
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
  });
  afterAll(async () => {
    await fresh.drop();
    content.remove();
  });

  it("keeps drafts and posts due later out of the posts, each with a preview", async () => {
    write("a-draft", { title: '"A draft"', draft: "true" });
    // Dated in the future: goes live at 00:00 of its date (SITE_TIMEZONE, UTC here).
    write("dated-later", { title: '"Dated later"', date: "2026-12-01" });
    // Dated long ago, but scheduled for an hour after NOW.
    write("at-eight", {
      title: '"At eight"',
      date: "2026-01-01",
      publishAt: "2026-11-28T14:00+01:00",
    });
    const report = await importContent(fresh.db, content.dir, { now: NOW });
    expect(report).toMatchObject({ created: 2, drafts: 1, scheduled: 2 });
    expect((await listPosts()).map((p) => p.title)).not.toEqual(
      expect.arrayContaining(["A draft"]),
    );
    expect((await listPosts()).length).toBe(2);
    const pending = await listPendingPosts();
    expect(pending.map((p) => [p.slug, p.state, p.live_at])).toEqual([
      ["at-eight", "scheduled", "2026-11-28T13:00:00.000Z"],
      ["dated-later", "scheduled", "2026-12-01T00:00:00.000Z"],
      ["a-draft", "draft", null],
    ]);
    const preview = await previewPost(pending[2]!.preview_token);
    expect(preview?.post).toMatchObject({ title: "A draft", introParagraphs: ["Intro."] });
    expect(preview?.post.author.authorId).toBe("daniel");
    expect(await previewPost("x".repeat(43))).toBeUndefined();
    // The same token at every import: a link sent to the family keeps working.
    await importContent(fresh.db, content.dir, { now: NOW });
    expect((await listPendingPosts()).map((p) => p.preview_token)).toEqual(
      pending.map((p) => p.preview_token),
    );
  });

  it("publishes a post at its time once, whoever calls, and the newsletter finds it new", async () => {
    // Neither a draft nor a post due later is in a newsletter digest.
    const candidates = await postsSince(undefined, 100);
    expect(candidates.map((p) => p.title).sort()).toEqual(
      (await listPosts()).map((p) => p.title).sort(),
    );
    expect(candidates.map((p) => p.title)).not.toContain("A draft");
    expect(candidates.map((p) => p.title)).not.toContain("Dated later");
    const [latest] = candidates;
    const digest = await createDigest(await postsSince(undefined, 10), "test");
    expect(digest.id).toBeGreaterThan(0);
    expect(await publishDuePosts(new Date("2026-11-28T12:59:59Z"))).toEqual([]);
    // Two processes at once: each post is moved by one of them.
    const [a, b] = await Promise.all([
      publishDuePosts(new Date("2026-11-28T13:00:00Z")),
      publishDuePosts(new Date("2026-11-28T13:00:00Z")),
    ]);
    expect([...a, ...b]).toEqual(["at-eight"]);
    const posts = await listPosts();
    expect(posts.map((p) => p.title)).toContain("At eight");
    expect((await listPendingPosts()).map((p) => p.slug)).toEqual(["dated-later", "a-draft"]);
    // Dated 2026-01-01, older than the digest's posts, yet new: it went live after the digest.
    const since = await postsSince({ newest_date: latest!.publishedAt, postIds: [latest!.id] }, 10);
    expect(since.map((p) => p.title)).toEqual(["At eight"]);
    expect(since[0]!.publishedAt).toBe("2026-11-28T13:00:00.000Z");
  });

  it("takes a post off the site when it becomes a draft again", async () => {
    write("at-eight", { title: '"At eight"', draft: "true" });
    const report = await importContent(fresh.db, content.dir, { now: NOW });
    expect(report).toMatchObject({ removed: 1, drafts: 2 });
    expect((await listPosts()).map((p) => p.title)).not.toContain("At eight");
  });

  it("keeps a post's approved comments in its count when it comes back from a draft", async () => {
    const slug = "rome-before-breakfast-photo-walk";
    const file = path.join(content.dir, "posts", `${slug}.md`);
    const original = fs.readFileSync(file, "utf8");
    const countOf = async () =>
      (await listPosts()).find((p) => p.href.endsWith(`/${slug}`))?.commentCount;
    const imported = Number(/^comments: (\d+)$/m.exec(original)?.[1] ?? 0);
    const post = await fresh.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    const asked = await insertPendingComment({
      postId: post.id,
      name: "Ana",
      email: null,
      notify: false,
      body: "Is the walk fine with a pushchair?",
    });
    await approveComment(asked);
    await insertReply(asked, 1, "Yes, all of it.");
    await insertPendingComment({
      postId: post.id,
      name: "Bo",
      email: null,
      notify: false,
      body: "Still waiting for the owners.",
    });
    expect(await countOf()).toBe(imported + 2);
    fs.writeFileSync(file, original.replace(/^---\n/, "---\ndraft: true\n"));
    await importContent(fresh.db, content.dir, { now: NOW });
    expect(await countOf()).toBeUndefined();
    fs.writeFileSync(file, original);
    await importContent(fresh.db, content.dir, { now: NOW });
    // The imported figure, the approved comment and its reply; not the pending one.
    expect(await countOf()).toBe(imported + 2);
  });
});

describe("npm run content:check", () => {
  const run = promisify(execFile);
  const check = (dir: string) =>
    run("npx", ["tsx", "scripts/content-check.ts"], {
      env: childEnvironment({ CONTENT_DIR: dir }),
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const content = copyContent([
    "algarve-in-october-quiet-beaches",
    "rome-before-breakfast-photo-walk",
  ]);
  afterAll(() => content.remove());

  it("prints every problem, file:line: reason, and exits 1; writes nothing", async () => {
    fs.writeFileSync(
      path.join(content.dir, "posts", "bad-author.md"),
      postFile({ author: "nobody" }),
    );
    fs.writeFileSync(
      path.join(content.dir, "posts", "bad-date.md"),
      postFile({ date: "2026-02-30", publishAt: "tomorrow" }),
    );
    const result = await check(content.dir);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/bad-author\.md:6: front matter "author": unknown author "nobody"$/),
      expect.stringMatching(/bad-date\.md:4: front matter "date": "2026-02-30" is not a real date/),
      "2 problems in 2 files: an import would leave the files at fault as they are and import the rest.",
    ]);
  }, 90_000);

  it("runs no front matter code: ---js is refused at its line, nothing written (issue 44)", async () => {
    const pwned = path.join(content.dir, "PWNED");
    const js = `{ title: (require("fs").writeFileSync(${JSON.stringify(pwned)},""), "x") }`;
    const file = path.join(content.dir, "posts", "code.md");
    fs.writeFileSync(file, `---js\n${js}\n---\nIntro.\n`);
    try {
      const result = await check(content.dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /code\.md:1: front matter must be YAML, opened by a line "---" alone, not "---js"/,
      );
      expect(fs.existsSync(pwned)).toBe(false);
      expect(fs.existsSync("PWNED")).toBe(false);
    } finally {
      fs.rmSync(file);
    }
  });

  it("says what would be published, and exits 0, when all is well", async () => {
    fs.rmSync(path.join(content.dir, "posts", "bad-author.md"));
    fs.writeFileSync(
      path.join(content.dir, "posts", "bad-date.md"),
      postFile({ date: "2026-01-02", draft: "true" }),
    );
    const result = await check(content.dir);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(
      /: no problems: 3 posts \(2 live, 1 draft, 0 scheduled\), \d+ authors, \d+ taxonomies\.$/,
    );
  });
});
