// `npm run backup -- FILE`: a consistent snapshot of the whole database while the site serves and
// takes writes (docs/scaling.md, docs/decisions/027-backup-and-restore.md). SQLite: `VACUUM INTO`;
// PostgreSQL: pg_dump's custom format of the site's schema. Either is written beside FILE under
// another name first and renamed when complete: FILE is never half a backup.
import fs from "node:fs";
import path from "node:path";
import { type Database, openDatabase, sqliteFile } from "#app/db/client.server.ts";
import { isPostgresUrl } from "#app/env.server.ts";
import { siteSchema, snapshotSqlite } from "#app/models/backup.server.ts";
import { BackupError } from "./backup-error.ts";
import { runPgTool } from "./pg-tools.server.ts";

/** The database of a site: its DATABASE_URL and DATA_DIR settings (app/env.server.ts). */
export interface Site {
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupResult {
  file: string;
  /** The database backed up, for the owner's message (never a password). */
  source: string;
  bytes: number;
}

export async function backup(
  site: Site,
  file: string,
  options: { force: boolean },
): Promise<BackupResult> {
  const target = path.resolve(file);
  checkTarget(target, options.force);
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.partial-${process.pid}`,
  );
  fs.rmSync(partial, { force: true });
  let source: string;
  try {
    if (isPostgresUrl(site.databaseUrl)) {
      source = await dumpPostgres(site.databaseUrl, partial);
    } else {
      const database = sqliteFile({ url: site.databaseUrl, dataDir: site.dataDir });
      if (!fs.existsSync(database)) {
        throw new BackupError(
          `No database at ${database}: nothing to back up (check DATA_DIR or DATABASE_URL).`,
        );
      }
      source = await withDatabase(database, async (opened) => {
        await snapshotSqlite(opened, partial);
        return opened.describe;
      });
    }
    // On disk before it takes FILE's name: a crash then leaves the old FILE or the whole new one.
    const handle = fs.openSync(partial, "r");
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file: target, source, bytes: fs.statSync(target).size };
}

/** FILE may be written: not there (or --force), and its folder exists and takes files. */
function checkTarget(target: string, force: boolean): void {
  const existing = fs.statSync(target, { throwIfNoEntry: false });
  if (existing?.isDirectory()) {
    throw new BackupError(`${target} is a folder: name the backup file to write.`);
  }
  if (existing && !force) {
    throw new BackupError(
      `${target} exists: name a new file, or add --force to replace it (npm run backup -- FILE --force).`,
    );
  }
  const folder = path.dirname(target);
  const stat = fs.statSync(folder, { throwIfNoEntry: false });
  if (!stat) throw new BackupError(`The folder ${folder} does not exist: create it first.`);
  if (!stat.isDirectory()) throw new BackupError(`${folder} is not a folder.`);
  try {
    fs.accessSync(folder, fs.constants.W_OK);
  } catch {
    throw new BackupError(`Cannot write in ${folder}: choose a folder this user may write to.`);
  }
}

/**
 * pg_dump of the site's schema (the first of DATABASE_URL's search_path, `public` by default) in
 * its custom format, in one snapshot, with the extensions its indexes use.
 */
async function dumpPostgres(url: string, partial: string): Promise<string> {
  const { schema, describe } = await withDatabase(url, async (opened) => ({
    schema: await siteSchema(opened),
    describe: opened.describe,
  }));
  if (!schema) throw new BackupError("DATABASE_URL's search_path names no schema.");
  await runPgTool(
    "pg_dump",
    [
      "--format=custom",
      `--schema="${schema.replaceAll('"', '""')}"`,
      "--extension=*",
      "--file",
      partial,
    ],
    url,
  );
  return `${describe}, schema ${schema}`;
}

/** The database opened without migrating it (a backup or a restore changes nothing in it). */
export async function withDatabase<T>(
  url: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = openDatabase({ url, queryTimeoutMs: 0 });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
