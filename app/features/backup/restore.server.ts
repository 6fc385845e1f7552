// `npm run restore -- FILE [--force]`: a backup of `npm run backup` back into the configured
// database, which must be empty (absent, no tables, or only migrated ones) unless --force. The
// file is checked first: nothing is touched for a file that is not a backup of the right kind.
// The restored database keeps its migrations' table, so the next start migrates it as usual.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sqliteFile } from "#app/db/client.server.ts";
import { acquireDataDirLock } from "#app/db/lock.server.ts";
import { isPostgresUrl } from "#app/env.server.ts";
import {
  siteSchema,
  siteTables,
  sqliteBackupProblem,
  tablesWithRows,
} from "#app/models/backup.server.ts";
import { type Site, withDatabase } from "./backup.server.ts";
import { BackupError } from "./backup-error.ts";
import { restoreThroughPsql, runPgTool } from "./pg-tools.server.ts";

export interface RestoreResult {
  /** The database restored into (never a password). */
  target: string;
  /** The tables that hold rows after the restore. */
  tables: string[];
}

type Kind = "sqlite" | "postgres";

export async function restore(
  site: Site,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const backupFile = path.resolve(file);
  const kind = kindOf(backupFile);
  const siteKind: Kind = isPostgresUrl(site.databaseUrl) ? "postgres" : "sqlite";
  if (kind !== siteKind) {
    throw new BackupError(
      `${backupFile} is a ${NAMES[kind]} backup, and this site uses ${NAMES[siteKind]} (DATABASE_URL): restore it into a site of the same database.`,
    );
  }
  if (isPostgresUrl(site.databaseUrl)) {
    return restorePostgres(backupFile, site.databaseUrl, options.force);
  }
  // A server on the data directory would keep writing to the file replaced under it; holding its
  // lock also keeps one from starting until the restore is done.
  let release: () => void;
  try {
    release = acquireDataDirLock(site.dataDir);
  } catch (error) {
    throw new BackupError(`${error instanceof Error ? error.message : error} Then restore.`);
  }
  try {
    return await restoreSqlite(
      backupFile,
      sqliteFile({ url: site.databaseUrl, dataDir: site.dataDir }),
      options.force,
    );
  } finally {
    release();
  }
}

const NAMES: Record<Kind, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

/** The backup's kind, from its first bytes. */
function kindOf(file: string): Kind {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new BackupError(`No backup at ${file}.`);
  const head = Buffer.alloc(16);
  const handle = fs.openSync(file, "r");
  try {
    fs.readSync(handle, head, 0, head.length, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  throw new BackupError(
    `${file} is not a backup of npm run backup: neither a SQLite database nor a pg_dump archive (custom format).`,
  );
}

/** Refuses a database that holds rows, unless --force. */
function refuseFilled(target: string, filled: string[], force: boolean): void {
  if (filled.length === 0 || force) return;
  throw new BackupError(
    `The database ${target} is not empty (rows in ${filled.join(", ")}): a restore would replace it. Restore into an empty DATA_DIR or database, or stop the site and add --force to replace it.`,
  );
}

async function restoreSqlite(file: string, target: string, force: boolean) {
  const problem = sqliteBackupProblem(file);
  if (problem) throw new BackupError(`${file} is not a backup of this site: ${problem}.`);
  if (fs.existsSync(target)) {
    refuseFilled(target, await withDatabase(target, tablesWithRows), force);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring-${process.pid}`;
  try {
    fs.copyFileSync(file, partial);
    const handle = fs.openSync(partial, "r");
    fs.fsyncSync(handle); // on disk before it takes the database's name
    fs.closeSync(handle);
    // The old database's write-ahead log must not outlive it: SQLite would apply it to the new file.
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { target, tables: await withDatabase(target, tablesWithRows) };
}

/** Entries pg_restore must leave out: the schema exists or is created first, comments need owners. */
const SKIPPED_ENTRIES = / (SCHEMA -|COMMENT - SCHEMA|COMMENT - EXTENSION) /;

async function restorePostgres(file: string, url: string, force: boolean) {
  let list: string;
  try {
    list = await runPgTool("pg_restore", ["--list", file]);
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable pg_dump archive: ${error instanceof Error ? error.message : error}`,
    );
  }
  const schema = /^\d+; \d+ \d+ TABLE (\S+) kysely_migration /m.exec(list)?.[1];
  if (!schema) {
    throw new BackupError(`${file} is a pg_dump archive, but not of Wanderlust (no migrations).`);
  }
  const { describe, wanted, tables, filled } = await withDatabase(url, async (opened) => ({
    describe: opened.describe,
    wanted: await siteSchema(opened),
    tables: await siteTables(opened),
    filled: await tablesWithRows(opened),
  }));
  if (wanted !== schema) {
    throw new BackupError(
      `${file} holds the schema "${schema}", and DATABASE_URL's search_path makes the site use "${wanted}": restore into a database whose search_path is "${schema}" (its names are in the backup).`,
    );
  }
  const target = `${describe}, schema ${schema}`;
  refuseFilled(target, filled, force);
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  // In the restore's transaction: the schema, emptied of the tables a migrated or --force target
  // has (their sequences and indexes go with them), then the backup's objects and rows.
  const before = [
    `create schema if not exists ${quoted(schema)};`,
    ...(tables.length
      ? [
          `drop table if exists ${tables.map((t) => `${quoted(schema)}.${quoted(t)}`).join(", ")} cascade;`,
        ]
      : []),
  ].join("\n");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-restore-"));
  try {
    const entries = path.join(folder, "entries.list");
    fs.writeFileSync(
      entries,
      list
        .split("\n")
        .filter((line) => !SKIPPED_ENTRIES.test(line))
        .join("\n"),
    );
    await restoreThroughPsql(
      ["--no-owner", "--no-privileges", "--use-list", entries, file],
      url,
      before,
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return { target, tables: await withDatabase(url, tablesWithRows) };
}
