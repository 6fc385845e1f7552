// `npm run backup` while the site takes writes, and `npm run restore` into a fresh folder or
// database (issue 40, item 8): every write acknowledged before the backup began is restored, and
// the backup is one moment of the database (the writes it holds are a prefix of those made). The
// backup beside the writes runs as the owners run it, in a process of its own (through tsx), and so
// do the restore after it and the scripts' usage; the refusals call the same functions in-process.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, type Database, installDatabase } from "#app/db/client.server.ts";
import { backup } from "#app/features/backup/backup.server.ts";
import { restore } from "#app/features/backup/restore.server.ts";
import { increasePostViewedCount } from "#app/models/posts.server.ts";
import { createSubscription } from "#app/models/subscriptions.server.ts";
import { pageViewQueue } from "#app/services/wiring.server.ts";
import {
  addPost,
  admin,
  emptyPlace,
  opened,
  type Place,
  POST,
  run,
  schemaOf,
  siteOf,
} from "#tests/setup/backup-places.ts";
import { DIALECTS, postgresSchema } from "#tests/setup/database.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-backup-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Write `i` of the loop: a sign-up, a view counted, a page view stored, each awaited in turn. */
async function write(i: number): Promise<void> {
  await createSubscription(`reader-${i}@example.com`);
  await increasePostViewedCount(POST.id, POST.index);
  pageViewQueue.record({
    day: new Date().toISOString().slice(0, 10),
    path: `/written/${i}`,
    source: "",
    device: "desktop",
    visitor: `visitor-${i}`,
    search_term: "",
    search_results: 0,
  });
  await pageViewQueue.flush();
}

/** What a restored database holds of the loop's writes. */
async function restoredWrites(database: Database) {
  const emails = await database.db.selectFrom("subscriptions").select("email").execute();
  const views = await database.db
    .selectFrom("posts")
    .select("viewd_count")
    .where("id", "=", POST.id)
    .executeTakeFirstOrThrow();
  const paths = await database.db.selectFrom("page_views").select("path").execute();
  return {
    signUps: emails.map((r) => Number(r.email.match(/^reader-(\d+)@/)![1])).sort((a, b) => a - b),
    views: Number(views.viewd_count),
    pageViews: paths.map((r) => Number(r.path.split("/")[2])).sort((a, b) => a - b),
  };
}

/**
 * For the tests that start the scripts through tsx: 1-5 s on a quiet machine, but a tsx start
 * took over 10 s while four full suites shared two cores.
 */
const SPAWNING = 90_000;

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

describe.each(DIALECTS)("backup and restore on %s", (dialect) => {
  let source: Place;
  let sourceDatabase: Database;
  const backupFile = path.join(folder, `${dialect}.backup`);

  beforeAll(async () => {
    if (dialect === "sqlite") {
      source = await emptyPlace("sqlite", folder);
    } else {
      const schema = await postgresSchema("backup_source");
      source = {
        env: { DATABASE_URL: schema.url },
        url: schema.url,
        drop: schema.drop,
      };
    }
    sourceDatabase = await opened(source);
    await addPost(sourceDatabase);
  });
  afterAll(async () => {
    await closeDatabase();
    await source.drop();
  });

  it(
    "backs up while sign-ups, counts and page views are written; a restore has every write acknowledged before",
    async () => {
      let acknowledged = 0;
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          await write(i);
          acknowledged = i + 1;
          // SQLite answers synchronously: without a turn of the event loop the writes would be
          // microtasks only, and nothing else (the backup's process, the timers) would ever run.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const started = Date.now();
      while (acknowledged < 20 && Date.now() - started < 5000) {
        await Promise.race([writer, new Promise((resolve) => setTimeout(resolve, 10))]);
      }
      expect(acknowledged).toBeGreaterThanOrEqual(20);

      const before = acknowledged;
      const backedUp = await run("backup", source, backupFile);
      const during = acknowledged - before;
      writing = false;
      await writer;
      expect(backedUp.output).toMatch(/^Backed up .* to /);
      expect(backedUp.code).toBe(0);
      // The site went on taking writes while the backup ran.
      expect(during).toBeGreaterThan(0);

      const target = await emptyPlace(
        dialect,
        folder,
        dialect === "postgres" ? schemaOf(source) : "",
      );
      try {
        const restored = await run("restore", target, backupFile);
        expect(restored.output).toMatch(/^Restored /);
        expect(restored.code).toBe(0);
        const database = await opened(target); // migrations apply to the restored database
        try {
          const found = await restoredWrites(database);
          // One moment of a single writer: writes 0..k-1 whole (a sign-up, a view, a page view),
          // perhaps the first one or two parts of write k, nothing after.
          const k = found.pageViews.length;
          expect(k).toBeGreaterThanOrEqual(before);
          expect(found.pageViews).toEqual(upTo(k));
          expect(found.signUps).toEqual(upTo(found.signUps.length));
          expect(found.signUps.length - k).toBeOneOf([0, 1]);
          expect(found.views).toBeGreaterThanOrEqual(k);
          expect(found.views).toBeLessThanOrEqual(found.signUps.length);
          console.log(
            `${dialect}: ${before} writes acknowledged before the backup, ${during} during it; the backup holds ${k}`,
          );
        } finally {
          await database.close();
        }
      } finally {
        installDatabase(sourceDatabase);
        await target.drop();
      }
    },
    SPAWNING,
  );

  it(
    "refuses a restore over a database with rows unless --force, and a file that is not a backup",
    async () => {
      const target = await emptyPlace(
        dialect,
        folder,
        dialect === "postgres" ? schemaOf(source) : "",
      );
      try {
        await restore(siteOf(target), backupFile, { force: false });
        await expect(restore(siteOf(target), backupFile, { force: false })).rejects.toThrow(
          /is not empty \(rows in .*subscriptions.*\): a restore would replace it\. .*--force/,
        );
        const forced = await restore(siteOf(target), backupFile, { force: true });
        expect(forced.tables).toContain("subscriptions");

        await expect(
          restore(siteOf(target), path.join(folder, "no-such.backup"), { force: true }),
        ).rejects.toThrow(/^No backup at .*no-such\.backup\.$/);
        await expect(restore(siteOf(target), "package.json", { force: true })).rejects.toThrow(
          /package\.json is not a backup of npm run backup: neither a SQLite database nor a pg_dump archive/,
        );
        // A backup of the other database: refused before anything is opened.
        const other = path.join(folder, `other-than-${dialect}.backup`);
        fs.writeFileSync(
          other,
          dialect === "sqlite" ? "PGDMP\u0001\u000e" : "SQLite format 3\u0000",
        );
        await expect(restore(siteOf(target), other, { force: true })).rejects.toThrow(
          dialect === "sqlite"
            ? /is a PostgreSQL backup, and this site uses SQLite/
            : /is a SQLite backup, and this site uses PostgreSQL/,
        );
        if (dialect === "sqlite") {
          // A server on the data directory (its lock names a running process): stop it first.
          const lock = path.join(target.env.DATA_DIR!, "wanderlust.lock");
          fs.writeFileSync(lock, String(process.ppid));
          await expect(restore(siteOf(target), backupFile, { force: true })).rejects.toThrow(
            /Another Wanderlust server \(pid \d+\) is already using the data directory .* Stop it first.* Then restore\.$/,
          );
          fs.rmSync(lock);
        }
        // The script: its usage without a file (exit 2), a refusal's message (exit 1).
        const none = await run("restore", target);
        expect(none).toEqual({
          code: 2,
          output: expect.stringMatching(/^Name the backup file to restore\.\nUsage: /),
        });
        const refused = await run("restore", target, backupFile);
        expect(refused).toEqual({ code: 1, output: expect.stringMatching(/is not empty/) });
      } finally {
        await target.drop();
      }
    },
    SPAWNING,
  );

  it(
    "refuses to back up without a file, over an existing one unless --force, or into a missing folder",
    async () => {
      const none = await run("backup", source);
      expect(none).toEqual({
        code: 2,
        output: expect.stringMatching(/^Name one file to write the backup to\.\nUsage: /),
      });
      const existing = await run("backup", source, backupFile);
      expect(existing).toEqual({
        code: 1,
        output: expect.stringMatching(/exists: name a new file, or add --force to replace it/),
      });
      const before = fs.statSync(backupFile).mtimeMs;
      await backup(siteOf(source), backupFile, { force: true });
      expect(fs.statSync(backupFile).mtimeMs).toBeGreaterThan(before);
      await expect(
        backup(siteOf(source), path.join(folder, "missing", "x.backup"), { force: false }),
      ).rejects.toThrow(/^The folder .*missing does not exist: create it first\.$/);
      await expect(
        backup(siteOf(source), path.join(backupFile, "x.backup"), { force: false }),
      ).rejects.toThrow(/is not a folder\.$/);
      await expect(backup(siteOf(source), folder, { force: true })).rejects.toThrow(
        /is a folder: name the backup file to write\.$/,
      );
      // Nothing half-written is left beside the backups.
      expect(fs.readdirSync(folder).filter((name) => name.includes(".partial"))).toEqual([]);
    },
    SPAWNING,
  );

  it("restores a backup of an older schema, which the next start migrates", async () => {
    const older = await emptyPlace(dialect, folder, dialect === "postgres" ? schemaOf(source) : "");
    const olderFile = path.join(folder, `${dialect}-older.backup`);
    const target = await emptyPlace(
      dialect,
      folder,
      dialect === "postgres" ? schemaOf(source) : "",
    );
    try {
      // The database as migration 017 found it: without page_views' search columns, nor the
      // comments' tables of the migrations after it.
      if (dialect === "postgres") await admin(older.url, `create schema ${schemaOf(source)}`);
      const database = await opened(older);
      await sql`delete from kysely_migration where name >= '017'`.execute(database.db);
      await sql`drop table comment_links_used`.execute(database.db);
      await sql`drop table comments`.execute(database.db);
      await sql`alter table page_views drop column search_term`.execute(database.db);
      await sql`alter table page_views drop column search_results`.execute(database.db);
      await createSubscription("older@example.com");
      await database.close();
      await backup(siteOf(older), olderFile, { force: false });
      await restore(siteOf(target), olderFile, { force: false });

      const restored = await opened(target);
      try {
        const { rows: migrations } = await sql<{
          name: string;
        }>`select name from kysely_migration`.execute(restored.db);
        expect(migrations.map((m) => m.name)).toContain("017-raw-searches");
        expect(migrations.map((m) => m.name)).toContain("019-comment-links");
        const { rows } = await sql`select search_term from page_views`.execute(restored.db);
        expect(rows).toEqual([]);
        const emails = await restored.db.selectFrom("subscriptions").select("email").execute();
        expect(emails).toEqual([{ email: "older@example.com" }]);
      } finally {
        await restored.close();
      }
    } finally {
      installDatabase(sourceDatabase);
      await older.drop();
      await target.drop();
    }
  });
});
