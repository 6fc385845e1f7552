import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import {
  childEnvironment,
  DIALECTS,
  postgresSchema,
  TEST_DATABASE_URL,
} from "#tests/setup/database.ts";

const execFileAsync = promisify(execFile);

describe.each(DIALECTS)("`npm run content:import` on %s", (dialect) => {
  let dir: string;
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof postgresSchema>> | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-content-"));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-data-"));
    fs.cpSync("content", dir, { recursive: true, filter: (src) => !src.endsWith(".ts") });
    if (dialect === "postgres") postgres = await postgresSchema("test_import");
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it("imports CONTENT_DIR, not ./content (an owner's edited copy)", async () => {
    fs.writeFileSync(
      path.join(dir, "posts", "only-in-the-copy.md"),
      `---\ntitle: "Only in the copy"\ndesc: "A post the owner added"\ndate: 2024-01-02\npostType: standard\nauthor: daniel\ncategories: [city]\nfeaturedImage: /media/scenes/rome-1.jpg\n---\nIntro.\n\n## One\n\nText.\n\n## Conclusion\n\nEnd.\n`,
    );
    const url = postgres?.url ?? "";
    const run = await execFileAsync(
      process.execPath,
      ["--import", "tsx", "scripts/content-import.ts"],
      {
        env: childEnvironment({ CONTENT_DIR: dir, DATA_DIR: dataDir, DATABASE_URL: url }),
      },
    );
    expect(run.stdout).toMatch(/Imported .* into .*: \d+ new/);
    const opened = postgres
      ? openDatabase({ url: TEST_DATABASE_URL, pgSchema: postgres.schema })
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
