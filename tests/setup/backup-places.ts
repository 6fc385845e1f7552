// The databases of tests/api/backup-restore.test.ts: a source to back up, empty places to restore
// into (a SQLite folder, or a new PostgreSQL database), and the owners' scripts run against them.
import { spawn } from "node:child_process";
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
import { upsertAuthor } from "#app/models/authors.server.ts";
import { upsertPost } from "#app/models/post-writes.server.ts";
import { TEST_DATABASE_URL } from "#tests/setup/database.ts";

/** A database of a test's own: its DATABASE_URL, and how to remove it. */
export interface Place {
  env: Record<string, string>;
  url: string;
  drop(): Promise<void>;
}

let places = 0;

/** An empty SQLite folder, or a new PostgreSQL database whose search_path is `schema`. */
export async function emptyPlace(
  dialect: Dialect,
  folder: string,
  schema = "public",
): Promise<Place> {
  places += 1;
  if (dialect === "sqlite") {
    const dataDir = path.join(folder, `data-${places}`);
    const url = `sqlite:${path.join(dataDir, "wanderlust.sqlite")}`;
    return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, url, drop: async () => {} };
  }
  const base = TEST_DATABASE_URL!;
  const name = `restore_${process.pid}_${Date.now()}_${places}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  url.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    drop: () => admin(base, `drop database ${name} with (force)`),
  };
}

export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `scripts/NAME.ts` as its npm script would, against `place`: exit code and output. */
export function run(name: "backup" | "restore", place: Place, ...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    env: { ...process.env, ...place.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, output })),
  );
}

/** Opens (and migrates) a place's database and makes it the process database the models use. */
export async function opened(place: Place): Promise<Database> {
  const database = openDatabase(
    place.env.DATA_DIR ? { dataDir: place.env.DATA_DIR } : { url: place.url },
  );
  await migrate(database);
  installDatabase(database);
  return database;
}

/** A place as the scripts pass it to backup() and restore() (DATABASE_URL, DATA_DIR). */
export function siteOf(place: Place) {
  return place.env.DATA_DIR
    ? { dataDir: place.env.DATA_DIR }
    : { databaseUrl: place.url, dataDir: os.tmpdir() };
}

/** The schema of a PostgreSQL place's URL (its search_path). */
export function schemaOf(place: Place): string {
  return /search_path=(\w+)/.exec(decodeURIComponent(place.url))![1]!;
}

/** The post whose views the writes count. */
export const POST = { id: "backup-test-post", index: 1 };

export async function addPost(database: Database): Promise<void> {
  const authorId = await upsertAuthor(database.db, {
    author_id: "backup-author",
    first_name: "Back",
    last_name: "Up",
    display_name: "Back Up",
    email: "",
    gender: "",
    avatar: "",
    bg_image: "",
    href: "/author/back-up",
    description: "",
    job_name: "",
  });
  await upsertPost(
    database.db,
    {
      id: POST.id,
      slug: POST.id,
      href: `/single/${POST.id}`,
      title: "A post whose views are counted",
      description: "",
      date: "2020-01-01",
      published_at: "2020-01-01T00:00:00.000Z",
      featured_image: "/media/scenes/lisbon-1.jpg",
      reading_time: 3,
      post_type: "standard",
      section: "blog",
      gallery_imgs: "[]",
      video_url: "",
      video_thumbnail: "",
      audio_url: "",
      media_duration: null,
      trip: null,
      intro_paragraphs: "[]",
      content_pairs: "[]",
      conclusion: "[]",
      counters: { like_count: 0, bookmark_count: 0, comment_count: 0, viewd_count: 0 },
      author_id: authorId,
      search_text: "",
    },
    [],
  );
  const { idx } = await database.db
    .selectFrom("posts")
    .select("idx")
    .where("id", "=", POST.id)
    .executeTakeFirstOrThrow();
  POST.index = idx;
}
