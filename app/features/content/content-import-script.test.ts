import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { DIALECTS } from "#tests/setup/database.ts";

const execFileAsync = promisify(execFile);

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
