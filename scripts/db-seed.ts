// `npm run db:seed -- --posts N`: add N synthetic posts to the configured database (scale benchmarks).
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDatabase, database } from "#app/db/client.server.ts";
import { env } from "#app/env.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { insertSyntheticPosts } from "#bench/synthetic-posts.ts";

const { values } = parseArgs({ options: { posts: { type: "string", default: "0" } } });
const count = Number(values.posts);
if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
  console.error("Usage: npm run db:seed -- --posts N   (N a whole number up to 1,000,000)");
  process.exit(2);
}
const opened = await database();
try {
  await importContent(opened.db, path.resolve(env().CONTENT_DIR));
  const started = performance.now();
  await insertSyntheticPosts(count);
  console.log(
    `Added ${count} synthetic posts to ${opened.describe} in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await closeDatabase();
}
