import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  type Database,
  type Dialect,
  installDatabase,
  openDatabase,
} from "#app/db/client.server.ts";
import { migrate } from "#app/db/migrate.server.ts";

/** The PostgreSQL database tests may make schemas in (tests only; README, configuration). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * The environment of a child process a test runs (a script against a test database): this
 * process's, with `vars` set.
 */
export function childEnvironment(vars: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...vars };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as CI does). */
export const DIALECTS: Dialect[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/**
 * A fresh, migrated database of the dialect, installed as the process database: a new SQLite file
 * in a temporary folder, or a new schema in the PostgreSQL test database. `drop()` removes it.
 */
export async function freshDatabase(
  dialect: Dialect,
): Promise<Database & { drop(): Promise<void> }> {
  let opened: Database;
  let cleanup: () => Promise<void>;
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-test-"));
    opened = openDatabase({ url: path.join(dir, "test.sqlite") });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const url = TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await withClient(url, (c) => c.query(`create schema ${schema}`));
    opened = openDatabase({ url, pgSchema: schema });
    cleanup = () => withClient(url, (c) => c.query(`drop schema ${schema} cascade`));
  }
  await migrate(opened);
  installDatabase(opened);
  return {
    ...opened,
    drop: async () => {
      await opened.close();
      await cleanup();
    },
  };
}

/**
 * A new, empty schema in the PostgreSQL test database for a server of a test's own: `url` points
 * the server at it (`search_path`), `admin` is a connection of the test's to read it directly,
 * `drop()` removes it and closes that connection.
 */
export async function postgresSchema(
  prefix: string,
): Promise<{ schema: string; url: string; admin: pg.Client; drop(): Promise<void> }> {
  const base = TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    schema,
    url: `${base}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    admin,
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
