import { randomBytes } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import { database } from "#app/db/client.server.ts";
import { dayOf, daysBetween } from "#app/lib/stats-range.ts";
import { flushPageViews } from "#app/models/page-view-writes.server.ts";

/**
 * Page views without cookies (docs/privacy.md). A view is stored raw (day, canonical path,
 * referring source, device class, visitor hash) until its day is over, then rolled up into
 * per-day counts (`page_view_days`) and deleted. A visitor is the hash of the day's secret salt,
 * the client address and the User-Agent (app/lib/visitor-hash.server.ts): the salt is kept only
 * for its day, and neither the address nor the User-Agent is ever stored, so no stored value
 * links a reader's visits on two days. Visitors over several days are the sum of each day's.
 */
export interface PageView {
  day: string;
  path: string;
  /** The referring site's host or `utm_source`; "" for a direct or internal visit. */
  source: string;
  device: string;
  visitor: string;
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
 * Counts one site search of `term` (normalised by the caller) on `day`, with the number of results
 * it found: concurrent searches of one term each count (the row is updated in place).
 */
export async function recordSearch(search: {
  day: string;
  term: string;
  results: number;
}): Promise<void> {
  const { db: k } = await database();
  await k
    .insertInto("search_days")
    .values({ ...search, searches: 1 })
    .onConflict((oc) =>
      oc.columns(["day", "term"]).doUpdateSet({
        searches: sql`search_days.searches + 1`,
        results: (eb) => eb.ref("excluded.results"),
      }),
    )
    .execute();
}

/**
 * Rolls the raw records of every day over for at least ROLL_UP_GRACE_MS into `page_view_days`, and
 * deletes them. Each raw row is moved once, whichever processes run this at the same time:
 * PostgreSQL deletes and counts them in one statement (a row another process deleted first is not
 * counted again), SQLite in one transaction of its single writer. The views this process has
 * waiting are stored first.
 */
export async function rollUpPageViews(now = new Date()): Promise<void> {
  await flushPageViews();
  const { db: k, dialect } = await database();
  const before = dayOf(new Date(now.getTime() - ROLL_UP_GRACE_MS));
  const counts = (rows: RawBuilder<unknown>) => sql`
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
      group by day, device`;
  const upsert = sql`on conflict (dimension, day, value) do update set
    pageviews = page_view_days.pageviews + excluded.pageviews,
    visitors = page_view_days.visitors + excluded.visitors`;
  if (dialect === "postgres") {
    await sql`
      with moved as (delete from page_views where day < ${before} returning *)
      insert into page_view_days (day, dimension, value, pageviews, visitors)
      select * from (${counts(sql`moved`)}) as counts
      ${upsert}`.execute(k);
    return;
  }
  await k.transaction().execute(async (tx) => {
    const rows = sql`(select * from page_views where day < ${before})`;
    await sql`
      insert into page_view_days (day, dimension, value, pageviews, visitors)
      select * from (${counts(rows)}) where true
      ${upsert}`.execute(tx);
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
 * of those not rolled up yet (today's), added together. Past days are rolled up first.
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
  const searchRows = await sql<{ term: string; count: number | string; results: number | string }>`
    select s.term, sum(s.searches) as count,
      (select l.results from search_days l where l.term = s.term and l.day >= ${from}
        and l.day <= ${to} order by l.day desc limit 1) as results
    from search_days s where s.day >= ${from} and s.day <= ${to}
    group by s.term order by count desc, s.term asc limit ${STATS_TOP}`.execute(k);
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
