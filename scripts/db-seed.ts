// `npm run db:seed -- --posts N [--views N]`: add N synthetic posts, and page views, to the
// configured database (scale benchmarks).
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDatabase, database } from "#app/db/client.server.ts";
import { env } from "#app/env.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { insertSyntheticPosts } from "#bench/synthetic-posts.ts";
import { insertSyntheticPageViews } from "#bench/synthetic-views.ts";

const USAGE =
  "Usage: npm run db:seed -- --posts N [--views M]   (N up to 1,000,000 posts, M up to 50,000,000 page views)";
const { values } = parseArgs({
  options: { posts: { type: "string", default: "0" }, views: { type: "string", default: "0" } },
});
const count = Number(values.posts);
const views = Number(values.views);
if (
  !Number.isInteger(count) ||
  count < 0 ||
  count > 1_000_000 ||
  !Number.isInteger(views) ||
  views < 0 ||
  views > 50_000_000
) {
  console.error(USAGE);
  process.exit(2);
}
const opened = await database();
try {
  const imported = await importContent(opened.db, path.resolve(env().CONTENT_DIR));
  for (const problem of imported.problems) console.error(problem.message);
  const started = performance.now();
  await insertSyntheticPosts(count);
  console.log(
    `Added ${count} synthetic posts to ${opened.describe} in ${Math.round(performance.now() - started)} ms.`,
  );
  if (views > 0) {
    const seeded = performance.now();
    const rollUp = await insertSyntheticPageViews(views);
    console.log(
      `Added ${views} synthetic page views over 60 days in ${Math.round(performance.now() - seeded)} ms (the roll-up of the finished days: ${Math.round(rollUp)} ms).`,
    );
  }
} finally {
  await closeDatabase();
}
