// `npm run backup -- FILE [--force]`: a consistent snapshot of the whole database, taken while the
// site runs (app/features/backup/backup.server.ts; docs/scaling.md says how often and where).
import { parseArgs } from "node:util";
import { env } from "#app/env.server.ts";
import { backup } from "#app/features/backup/backup.server.ts";
import { BackupError } from "#app/features/backup/backup-error.ts";

const USAGE = "Usage: npm run backup -- FILE [--force]  (--force replaces an existing FILE)";

function options() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { force: { type: "boolean", default: false } },
    });
    if (positionals.length !== 1) throw new Error("Name one file to write the backup to.");
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
  const started = Date.now();
  const done = await backup(site(), asked.file, { force: asked.force });
  const mb = (done.bytes / 1e6).toFixed(1);
  console.log(
    `Backed up ${done.source} to ${done.file} (${mb} MB, ${Date.now() - started} ms). Restore it with: npm run restore -- ${done.file}`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${error}`);
  process.exitCode = 1;
}
