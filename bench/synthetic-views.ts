// Synthetic page views for the scale bench (`npm run db:seed -- --views N`): N views spread over
// the 60 days up to today, as readers would leave them (500 pages, a dozen referring sites, the
// three device classes, a third as many visitors as views each day), written straight into the
// raw table in one INSERT ... SELECT a day, then rolled up as the server does every day.
import { sql } from "kysely";
import { database } from "#app/db/client.server.ts";
import { dayOf, daysBetween } from "#app/lib/stats-range.ts";
import { rollUpPageViews } from "#app/models/page-views.server.ts";

const DAYS = 60;
const SOURCES = ["google.com", "pinterest.com", "instagram.com", "facebook.com", "newsletter"];

/**
 * Adds `count` views over the last 60 days (today's share left raw, as it would be); returns how
 * long the roll-up of the finished days took, in milliseconds.
 */
export async function insertSyntheticPageViews(count: number, now = new Date()): Promise<number> {
  const { db: k } = await database();
  const today = dayOf(now);
  const days = daysBetween(dayOf(new Date(now.getTime() - (DAYS - 1) * 86_400_000)), today);
  const perDay = Math.max(1, Math.floor(count / days.length));
  const sources = sql.join(
    SOURCES.map((source, i) => sql`when ${i} then ${source}`),
    sql` `,
  );
  for (const [d, day] of days.entries()) {
    const rows = d === days.length - 1 ? count - perDay * (days.length - 1) : perDay;
    if (rows <= 0) continue;
    await sql`
      insert into page_views (day, path, source, device, visitor)
      with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < ${rows})
      select ${day},
        '/single/synthetic-' || cast((i * 7919) % 500 as text),
        case (i % 12) ${sources} else '' end,
        case (i % 3) when 0 then 'phone' when 1 then 'desktop' else 'tablet' end,
        'synthetic-' || cast((i * 31) % ${Math.max(1, Math.floor(rows / 3))} as text)
      from n`.execute(k);
  }
  const started = performance.now();
  await rollUpPageViews(now);
  return performance.now() - started;
}
