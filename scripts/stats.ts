// `npm run stats [-- --from YYYY-MM-DD --to YYYY-MM-DD --json]`: the page views of the last 30
// days (or the days asked), as the owners read them (docs/privacy.md says what is recorded).
import { parseArgs } from "node:util";
import { closeDatabase } from "#app/db/client.server.ts";
import { sparkline } from "#app/features/analytics/stats-chart.ts";
import { tripFilterUses } from "#app/features/analytics/trip-filter-stats.ts";
import { countOf } from "#app/lib/format.ts";
import { dayOf, statsRange } from "#app/lib/stats-range.ts";
import { type PageViewStats, pageViewStats } from "#app/models/page-views.server.ts";

const USAGE = "Usage: npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]";

function options() {
  try {
    return parseArgs({
      options: {
        from: { type: "string" },
        to: { type: "string" },
        json: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
}

const asked = options();
const range = statsRange({ from: asked.from, to: asked.to }, dayOf(new Date()));
if (!range.ok) {
  console.error(`${range.message}\n${USAGE}`);
  process.exit(2);
}

/** A number right-aligned in `width` columns, with thousands separators. */
const n = (value: number, width = 9) => value.toLocaleString("en-US").padStart(width);

function report(stats: PageViewStats): string[] {
  const lines: string[] = [];
  const days = stats.days.length;
  lines.push(`Wanderlust page views, ${stats.from} to ${stats.to} (${countOf(days, "day")})`);
  lines.push("");
  lines.push(`  Visitors ${n(stats.visitors)}    Page views ${n(stats.pageviews)}`);
  const busiest = stats.days.reduce((a, b) => (b.pageviews > a.pageviews ? b : a), stats.days[0]!);
  lines.push(`  ${sparkline(stats.days.map((d) => d.pageviews))}  page views a day`);
  lines.push(`  ${sparkline(stats.days.map((d) => d.visitors))}  visitors a day`);
  if (busiest.pageviews > 0) {
    lines.push(
      `  busiest: ${busiest.day}, ${busiest.pageviews.toLocaleString("en-US")} page views`,
    );
  }
  const section = (title: string, rows: string[], empty: string) => {
    lines.push("", title);
    lines.push(...(rows.length ? rows : [`  ${empty}`]));
  };
  section(
    "Top pages (page views, visitors)",
    stats.pages.slice(0, 20).map((p) => `${n(p.pageviews)} ${n(p.visitors)}  ${p.path}`),
    "no page views yet",
  );
  section(
    "Top referring sites (visitors)",
    stats.referrers.slice(0, 20).map((r) => `${n(r.visitors)}  ${r.source}`),
    "none: every visit was direct",
  );
  section(
    "Devices (page views, visitors)",
    stats.devices.map((d) => `${n(d.pageviews)} ${n(d.visitors)}  ${d.device}`),
    "none",
  );
  section(
    "Searches that found nothing (searches): what to write next",
    stats.searches.filter((s) => s.results === 0).map((s) => `${n(s.count)}  ${s.term}`),
    "none",
  );
  section(
    "Most searched (searches, results)",
    stats.searches.slice(0, 20).map((s) => `${n(s.count)} ${n(s.results)}  ${s.term}`),
    "no searches",
  );
  section(
    "Most used trip-finder filters (page views)",
    tripFilterUses(stats.finderPages)
      .slice(0, 20)
      .map((f) => `${n(f.pageviews)}  ${f.label}`),
    "none",
  );
  return lines;
}

try {
  const stats = await pageViewStats(range);
  if (asked.json) {
    process.stdout.write(
      `${JSON.stringify({ ...stats, tripFilters: tripFilterUses(stats.finderPages) }, null, 2)}\n`,
    );
  } else {
    console.log(report(stats).join("\n"));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
