// PostgreSQL's own client programs, which the backup and restore run: pg_dump, pg_restore and psql,
// from PATH. pg_dump refuses a server of a newer major version than its own: PATH must name the
// programs of the server's version (docs/scaling.md).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BackupError } from "./backup-error.ts";

/**
 * Runs `work` with the URL's password moved into a password file of its own (libpq's `passfile`
 * parameter, a folder only this user reads, removed after): no process list shows it.
 */
async function withoutPassword<T>(url: string, work: (url: string) => Promise<T>): Promise<T> {
  const parsed = new URL(url);
  if (!parsed.password) return work(url);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-pg-"));
  const passfile = path.join(folder, "pgpass");
  const password = decodeURIComponent(parsed.password).replace(/[\\:]/g, "\\$&");
  fs.writeFileSync(passfile, `*:*:*:*:${password}\n`, { mode: 0o600 });
  parsed.password = "";
  // Appended as it is: URLSearchParams would write the spaces of `options` as "+", which libpq
  // does not read as spaces.
  const param = `passfile=${encodeURIComponent(passfile)}`;
  parsed.search = parsed.search ? `${parsed.search}&${param}` : `?${param}`;
  try {
    return await work(parsed.toString());
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** What a program printed, when it exited 0; its error output in a BackupError otherwise. */
export function runPgTool(
  program: "pg_dump" | "pg_restore",
  args: string[],
  databaseUrl?: string,
): Promise<string> {
  const start = (url?: string) => {
    const child = spawn(program, url ? [...args, "--dbname", url] : args, {
      stdio: ["ignore", "pipe", "pipe"],
    });
    return finished(program, child).then(({ stdout }) => stdout);
  };
  return databaseUrl ? withoutPassword(databaseUrl, start) : start();
}

/**
 * `pg_restore ARGS FILE | psql URL` in one transaction: `before` (SQL) runs first in it, and
 * any error rolls all of it back. The script pg_restore writes qualifies every name with its
 * schema, so the connection's search_path does not matter.
 */
export async function restoreThroughPsql(
  restoreArgs: string[],
  databaseUrl: string,
  before: string,
): Promise<void> {
  await withoutPassword(databaseUrl, async (url) => {
    const restore = spawn("pg_restore", [...restoreArgs, "--file", "-"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const psql = spawn(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--single-transaction",
        "--set",
        "ON_ERROR_STOP=1",
        "--command",
        before,
        "--file",
        "-",
        "--dbname",
        url,
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    restore.stdout.pipe(psql.stdin);
    // psql stopping at an error closes its input: pg_restore's write then fails, which is no news.
    psql.stdin.on("error", () => {});
    await Promise.all([finished("pg_restore", restore), finished("psql", psql)]);
  });
}

function finished(program: string, child: ReturnType<typeof spawn>): Promise<{ stdout: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${program} was not found: install PostgreSQL's client programs (the server's major version) and put them on PATH.`
            : `${program} could not start: ${error.message}`,
        ),
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve({ stdout });
      else reject(new BackupError(`${program} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
