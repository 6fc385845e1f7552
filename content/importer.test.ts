import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPosts } from "#app/models/posts.server.ts";
import { DIALECTS, freshDatabase } from "../tests/setup/database.ts";
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
      /zz-broken\.md:\d+: .*unknown author "nobody"/,
    );
    expect((await listPosts()).length).toBe(count);
    fs.rmSync(bad);
    fs.rmSync(good);
  });
});
