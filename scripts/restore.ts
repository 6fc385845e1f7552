// `npm run restore -- FILE [--force]`: a backup of `npm run backup` back into the configured, empty
// database; --force replaces a database that holds rows (app/features/backup/restore.server.ts).
import { parseArgs } from "node:util";
import { env } from "#app/env.server.ts";
import { BackupError } from "#app/features/backup/backup-error.ts";
import { restore } from "#app/features/backup/restore.server.ts";

const USAGE =
  "Usage: npm run restore -- FILE [--force]  (--force replaces a database that holds rows)";

function options() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { force: { type: "boolean", default: false } },
    });
    if (positionals.length !== 1) throw new Error("Name the backup file to restore.");
    return { file: positionals[0]!, force: values.force };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
}

const asked = options();
/** The database of DATABASE_URL and DATA_DIR, as the server finds it. */
const site = () => ({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR });
try {
  const done = await restore(site(), asked.file, { force: asked.force });
  console.log(
    `Restored ${asked.file} into ${done.target}: rows in ${done.tables.length} tables. The next start migrates it if the backup is older than the site.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${error}`);
  process.exitCode = 1;
}
