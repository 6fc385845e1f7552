import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Page views of URLs that are never page views (issue 44): readers' unsubscribe and resubscribe
 * links (a link's token unsubscribes its reader and shows their address), drafts' preview links,
 * `/stats`, the API, the feeds, the sitemap and robots.txt, in any case and with any trailing
 * slash or query, were stored and forwarded before the beacon refused them
 * (app/features/analytics/private-pages.ts). This deletes them: the raw views (`page_views`),
 * the daily counts per page (`page_view_days`, dimension `path`; the day's totals keep counting
 * those views), and the forwards not yet sent or kept (`analytics_forwards`, by their URL's path).
 * The rule is written out here as it stood: a migration never changes.
 */
const PREFIXES = ["/unsubscribe", "/resubscribe", "/preview", "/stats", "/api", "/feeds"];
const FILES = ["/sitemap.xml", "/robots.txt"];

function isPrivate(path: Expression<string> | RawBuilder<string>) {
  const p = sql`lower(${path})`;
  return sql<boolean>`(${sql.join(
    [
      ...PREFIXES.flatMap((prefix) => [
        sql`${p} = ${prefix}`,
        sql`${p} like ${`${prefix}/%`}`,
        sql`${p} like ${`${prefix}?%`}`,
        sql`${p} like ${`${prefix}.data%`}`,
      ]),
      ...FILES.flatMap((file) => [sql`${p} = ${file}`, sql`${p} like ${`${file}?%`}`]),
    ],
    sql` or `,
  )})`;
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`delete from page_views where ${isPrivate(sql.ref("path"))}`.execute(db);
  await sql`delete from page_view_days where dimension = 'path' and ${isPrivate(sql.ref("value"))}`.execute(
    db,
  );
  // The path of the forward's absolute URL (https://host/path?query): after the host.
  const path =
    dialect === "postgres"
      ? sql<string>`regexp_replace(payload::json->>'url', '^[^:]*://[^/]*', '')`
      : sql<string>`substr(substr(json_extract(payload, '$.url'), instr(json_extract(payload, '$.url'), '://') + 3), instr(substr(json_extract(payload, '$.url'), instr(json_extract(payload, '$.url'), '://') + 3), '/'))`;
  await sql`delete from analytics_forwards where ${isPrivate(path)}`.execute(db);
}
