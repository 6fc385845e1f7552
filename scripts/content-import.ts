// `npm run content:import`: load CONTENT_DIR (default content/) into the configured database now.
import path from "node:path";
import { closeDatabase, database } from "#app/db/client.server.ts";
import { env } from "#app/env.server.ts";
import {
  describeImport,
  describePendingPosts,
} from "#app/features/content/import-report.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { listPendingPosts } from "#app/models/pending-posts.server.ts";

const dir = path.resolve(env().CONTENT_DIR);
const opened = await database();
try {
  const report = await importContent(opened.db, dir);
  console.log(`Imported ${dir} into ${opened.describe}: ${describeImport(report)}.`);
  for (const problem of report.problems) console.error(problem.message);
  for (const line of describePendingPosts(await listPendingPosts())) console.log(line);
  // The rest is imported, but a file left out is the owner's to fix.
  if (report.problems.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
