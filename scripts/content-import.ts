// `npm run content:import`: load content/ into the configured database now.
import path from "node:path";
import { closeDatabase, database } from "#app/db/client.server.ts";
import { importContent } from "../content/importer.server.ts";

const opened = await database();
try {
  const report = await importContent(opened.db, path.resolve("content"));
  console.log(
    `Imported into ${opened.describe}: ${report.created} new and ${report.updated} updated posts, ${report.authors} authors, ${report.taxonomies} taxonomies.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
