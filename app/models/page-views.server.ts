import { randomBytes } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import { database } from "#app/db/client.server.ts";
import { dayOf, daysBetween } from "#app/lib/stats-range.ts";

/**
 * Page views without cookies (docs/privacy.md). A view is stored raw (day, canonical path,
 * referring source, device class, visitor hash) until its day is over, then rolled up into
 * per-day counts (`page_view_days`) and deleted. A visitor is the hash of the day's secret salt,
 * the client address and the User-Agent (`visitorHash`, app/features/analytics/page-view.server.ts):
 * the salt is kept only for its day, and neither the address nor the User-Agent is ever stored,
 * so no stored value links a reader's visits on two days. Visitors over several days are the sum of each day's.
 */
export interface PageView {
  day: string;
  path: string;
  /** The referring site's host or `utm_source`; "" for a direct or internal visit. */
  source: string;
  device: string;
  visitor: string;
  /**
   * A site search's term, normalised (`searchTerm`, app/features/analytics/page-view.server.ts);
   * "" for any other page.
   */
  search_term: string;
  /** The number of results that search found; 0 for any other page. */
  search_results: number;
}

/** Rows a statement inserts at most (7 parameters each: well within both dialects' limits). */
const ROWS_PER_INSERT = 500;

/**
 * Stores page views: one statement, or one transaction of several for more than ROWS_PER_INSERT
 * (the page-view queue, app/services/page-view-queue.server.ts, gathers them).
 */
export async function insertPageViews(views: PageView[]): Promise<void> {
  const { db: k } = await database();
  if (views.length <= ROWS_PER_INSERT) {
    await k.insertInto("page_views").values(views).execute();
    return;
  }
  await k.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto("page_views")
        .values(views.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
  });
}

/** A day's records are rolled up this long after it ends: by then no write of it is in flight. */
const ROLL_UP_GRACE_MS = 10 * 60_000;

let salt: { day: string; salt: string } | undefined;

/**
 * The secret salt of `day` (UTC), the same in every process and machine: the first process to
 * need it makes it (a unique day wins the race), and deletes the salts of the days before.
 */
export async function saltOf(day: string): Promise<string> {
  if (salt?.day === day) return salt.salt;
  const { db: k } = await database();
  await k
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  await k.deleteFrom("analytics_salts").where("day", "<", day).execute();
  const row = await k
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  salt = { day, salt: row.salt };
  return row.salt;
}

/** Forgets the salt this process holds (tests: another process's view of the table). */
export function forgetSalt(): void {
  salt = undefined;
}

/**
 * The most values of a dimension (pages, referring sites) and of search terms one day keeps when
 * it is rolled up, most viewed (searched) first: whatever reaches the raw records (a flood of
 * distinct searches, say), a day's figures take a few hundred KB at most. The day's totals and
 * devices count every view.
 */
export const MAX_VALUES_A_DAY = 1_000;

/**
 * Rolls the raw records of every day over for at least ROLL_UP_GRACE_MS into `page_view_days`
 * (per day, dimension and value: page views, visitors) and `search_days` (per day and term:
 * searches, results), and deletes them; each day keeps its MAX_VALUES_A_DAY most viewed pages
 * and referring sites and most searched terms. Each raw row is moved once, whichever processes
 * run this at the same time: PostgreSQL deletes and counts them in one statement (a row another
 * process deleted first is not counted again), SQLite in one transaction of its single writer.
 * The views this process has waiting are not: its callers store them first
 * (app/services/page-view-queue.server.ts).
 */
export async function rollUpPageViews(now = new Date()): Promise<void> {
  const { db: k, dialect } = await database();
  const before = dayOf(new Date(now.getTime() - ROLL_UP_GRACE_MS));
  const counts = (rows: RawBuilder<unknown>) => sql`
    select day, dimension, value, pageviews, visitors from (
      select c.*, row_number() over (
          partition by day, dimension order by pageviews desc, visitors desc, value
        ) as place
      from (
        select day, 'total' as dimension, '' as value, count(*) as pageviews,
            count(distinct visitor) as visitors
          from ${rows} as r group by day
        union all
        select day, 'path', path, count(*), count(distinct visitor) from ${rows} as r
          group by day, path
        union all
        select day, 'source', source, count(*), count(distinct visitor) from ${rows} as r
          where source <> '' group by day, source
        union all
        select day, 'device', device, count(*), count(distinct visitor) from ${rows} as r
          group by day, device
      ) as c
    ) as ranked
    where place <= ${MAX_VALUES_A_DAY}`;
  const upsert = sql`on conflict (dimension, day, value) do update set
    pageviews = page_view_days.pageviews + excluded.pageviews,
    visitors = page_view_days.visitors + excluded.visitors`;
  const searches = (rows: RawBuilder<unknown>) => sql`
    select day, term, searches, results from (
      select day, search_term as term, count(*) as searches, max(search_results) as results,
          row_number() over (partition by day order by count(*) desc, search_term) as place
        from ${rows} as r where search_term <> '' group by day, search_term
    ) as ranked
    where place <= ${MAX_VALUES_A_DAY}`;
  const searchUpsert = sql`on conflict (day, term) do update set
    searches = search_days.searches + excluded.searches, results = excluded.results`;
  if (dialect === "postgres") {
    await sql`
      with moved as (delete from page_views where day < ${before} returning *),
      views as (
        insert into page_view_days (day, dimension, value, pageviews, visitors)
        select * from (${counts(sql`moved`)}) as counts
        ${upsert}
      )
      insert into search_days (day, term, searches, results)
      select * from (${searches(sql`moved`)}) as searched
      ${searchUpsert}`.execute(k);
    return;
  }
  await k.transaction().execute(async (tx) => {
    const rows = sql`(select * from page_views where day < ${before})`;
    await sql`
      insert into page_view_days (day, dimension, value, pageviews, visitors)
      select * from (${counts(rows)}) where true
      ${upsert}`.execute(tx);
    await sql`
      insert into search_days (day, term, searches, results)
      select * from (${searches(rows)}) where true
      ${searchUpsert}`.execute(tx);
    await tx.deleteFrom("page_views").where("day", "<", before).execute();
  });
}

export interface PageViewStats {
  from: string;
  to: string;
  pageviews: number;
  visitors: number;
  /** Every day of the range, oldest first, zeros included. */
  days: { day: string; pageviews: number; visitors: number }[];
  /** Most viewed first. */
  pages: { path: string; pageviews: number; visitors: number }[];
  /** Most visitors first. */
  referrers: { source: string; visitors: number }[];
  devices: { device: string; pageviews: number; visitors: number }[];
  /** Most searched first; `results` as the term's last search found. */
  searches: { term: string; count: number; results: number }[];
  /** The trip finder's pages with a query (their filters), most viewed first. */
  finderPages: { path: string; pageviews: number }[];
}

/** How many pages, referrers and search terms the figures list at most. */
const STATS_TOP = 50;

/**
 * The figures of the days `from` to `to` (UTC, inclusive): the days rolled up, and the raw records
 * of those not rolled up yet (today's), added together. Past days are rolled up first; views still
 * waiting in the page-view queue are not counted (callers flush it first).
 */
export async function pageViewStats(
  range: { from: string; to: string },
  now = new Date(),
): Promise<PageViewStats> {
  await rollUpPageViews(now);
  const { db: k } = await database();
  const { from, to } = range;
  /** One dimension's rolled-up and raw counts per value, summed over the range. */
  const dimension = async (
    name: "path" | "source" | "device",
    options: { limit?: number; prefix?: string } = {},
  ) => {
    const { limit, prefix } = options;
    const column = sql.ref(name);
    const starts = (ref: string) =>
      prefix ? sql`and substr(${sql.ref(ref)}, 1, ${prefix.length}) = ${prefix}` : sql``;
    const rows = await sql<{
      value: string;
      pageviews: number | string;
      visitors: number | string;
    }>`
      select value, sum(pageviews) as pageviews, sum(visitors) as visitors from (
        select value, pageviews, visitors from page_view_days
          where dimension = ${name} and day >= ${from} and day <= ${to} ${starts("value")}
        union all
        select ${column} as value, count(*) as pageviews, count(distinct visitor) as visitors
          from page_views where day >= ${from} and day <= ${to}
          ${name === "source" ? sql`and source <> ''` : sql``} ${starts(name)}
          group by day, ${column}
      ) as counts
      group by value
      order by ${name === "source" ? sql`visitors` : sql`pageviews`} desc, value asc
      ${limit ? sql`limit ${limit}` : sql``}`.execute(k);
    return rows.rows.map((r) => ({
      value: r.value,
      pageviews: Number(r.pageviews),
      visitors: Number(r.visitors),
    }));
  };
  const dayRows = await sql<{ day: string; pageviews: number | string; visitors: number | string }>`
    select day, sum(pageviews) as pageviews, sum(visitors) as visitors from (
      select day, pageviews, visitors from page_view_days
        where dimension = 'total' and day >= ${from} and day <= ${to}
      union all
      select day, count(*), count(distinct visitor) from page_views
        where day >= ${from} and day <= ${to} group by day
    ) as counts group by day`.execute(k);
  const byDay = new Map(dayRows.rows.map((r) => [r.day, r]));
  const days = daysBetween(from, to).map((day) => ({
    day,
    pageviews: Number(byDay.get(day)?.pageviews ?? 0),
    visitors: Number(byDay.get(day)?.visitors ?? 0),
  }));
  // Rolled-up days and the raw records of those not rolled up yet; `results` as the term's
  // latest day found.
  const searchRows = await sql<{ term: string; count: number | string; results: number | string }>`
    select term, sum(searches) as count,
      max(case when latest = 1 then results end) as results
    from (
      select term, searches, results,
          row_number() over (partition by term order by day desc) as latest
        from (
          select day, term, searches, results from search_days
            where day >= ${from} and day <= ${to}
          union all
          select day, search_term, count(*), max(search_results) from page_views
            where day >= ${from} and day <= ${to} and search_term <> ''
            group by day, search_term
        ) as days
    ) as searched
    group by term order by count desc, term asc limit ${STATS_TOP}`.execute(k);
  return {
    from,
    to,
    pageviews: days.reduce((sum, d) => sum + d.pageviews, 0),
    visitors: days.reduce((sum, d) => sum + d.visitors, 0),
    days,
    pages: (await dimension("path", { limit: STATS_TOP })).map(({ value, ...counts }) => ({
      path: value,
      ...counts,
    })),
    referrers: (await dimension("source", { limit: STATS_TOP })).map(({ value, visitors }) => ({
      source: value,
      visitors,
    })),
    devices: (await dimension("device")).map(({ value, ...counts }) => ({
      device: value,
      ...counts,
    })),
    searches: searchRows.rows.map((r) => ({
      term: r.term,
      count: Number(r.count),
      results: Number(r.results),
    })),
    finderPages: (await dimension("path", { limit: 1000, prefix: "/trips?" })).map(
      ({ value, pageviews }) => ({ path: value, pageviews }),
    ),
  };
}
