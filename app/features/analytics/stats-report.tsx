import type { ReactNode } from "react";
import type { PageViewStats } from "#app/models/page-views.server.ts";
import { formatDayLabel, statsChart } from "./stats-chart.ts";

/** The chart's drawing sizes: wide screens, and phones (text stays readable once scaled). */
const CHARTS = [
  { width: 720, height: 240, className: "hidden sm:block" },
  { width: 360, height: 220, className: "sm:hidden" },
] as const;
/** Room above the top tick for its label. */
const PADDING = { top: 18 };
const number = (value: number) => value.toLocaleString("en-US");

/** The owners' figures at /stats: totals, the chart of the days, and the top lists. */
export function StatsReport({
  stats,
  tripFilters,
}: {
  stats: PageViewStats;
  tripFilters: { label: string; pageviews: number }[];
}) {
  const noResults = stats.searches.filter((s) => s.results === 0);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 text-neutral-800 dark:text-neutral-200">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="font-medium text-primary-700 text-sm dark:text-primary-300">Wanderlust</p>
          <h1 className="font-semibold text-3xl text-neutral-900 dark:text-neutral-100">
            Page views
          </h1>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">
            {stats.from} to {stats.to} · {stats.days.length} days · no cookies, no personal data
          </p>
        </div>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <DateField name="from" label="From" value={stats.from} />
          <DateField name="to" label="To" value={stats.to} />
          <button
            type="submit"
            className="h-11 rounded-full bg-primary-600 px-6 font-medium text-white hover:bg-primary-700"
          >
            Show
          </button>
        </form>
      </header>

      <dl className="mt-8 grid grid-cols-2 gap-4 sm:max-w-md">
        <Figure label="Visitors" value={stats.visitors} />
        <Figure label="Page views" value={stats.pageviews} />
      </dl>

      <section aria-labelledby="per-day" className="mt-10">
        <h2 id="per-day" className="font-semibold text-neutral-900 text-xl dark:text-neutral-100">
          Per day
        </h2>
        <DailyChart days={stats.days} />
      </section>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <Table
          title="Top pages"
          head={["Page", "Page views", "Visitors"]}
          rows={stats.pages
            .slice(0, 20)
            .map((p) => [<code key="p">{p.path}</code>, p.pageviews, p.visitors])}
          empty="No page views yet."
        />
        <Table
          title="Top referring sites"
          head={["Site", "Visitors"]}
          rows={stats.referrers.slice(0, 20).map((r) => [r.source, r.visitors])}
          empty="No referring site: every visit was direct."
        />
        <Table
          title="Searches that found nothing"
          head={["Term", "Searches"]}
          rows={noResults.map((s) => [s.term, s.count])}
          empty="Every search found something."
        />
        <Table
          title="Most searched"
          head={["Term", "Searches", "Results"]}
          rows={stats.searches.slice(0, 20).map((s) => [s.term, s.count, s.results])}
          empty="No searches yet."
        />
        <Table
          title="Most used trip-finder filters"
          head={["Filter", "Page views"]}
          rows={tripFilters.map((f) => [f.label, f.pageviews])}
          empty="No trip-finder searches yet."
        />
        <Table
          title="Devices"
          head={["Device", "Page views", "Visitors"]}
          rows={stats.devices.map((d) => [d.device, d.pageviews, d.visitors])}
          empty="No page views yet."
        />
      </div>
    </main>
  );
}

function DateField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <input
        type="date"
        name={name}
        defaultValue={value}
        className="h-11 rounded-lg border border-neutral-300 bg-white px-3 dark:border-neutral-600 dark:bg-neutral-900"
      />
    </label>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-neutral-200 p-4 dark:border-neutral-700">
      <dt className="text-neutral-600 text-sm dark:text-neutral-400">{label}</dt>
      <dd className="font-semibold text-3xl text-neutral-900 tabular-nums dark:text-neutral-100">
        {number(value)}
      </dd>
    </div>
  );
}

/** Page views a day as bars, visitors as a line: SVG made on the server, no JavaScript. */
function DailyChart({ days }: { days: PageViewStats["days"] }) {
  const total = days.reduce((sum, d) => sum + d.pageviews, 0);
  const label = `Page views a day from ${days[0]?.day} to ${days.at(-1)?.day}: ${number(total)} in all`;
  return (
    <figure className="mt-4">
      {CHARTS.map(({ className, ...size }) => (
        <ChartDrawing
          key={size.width}
          chart={statsChart(days, { ...size, padding: PADDING })}
          className={className}
          label={label}
        />
      ))}
      <figcaption className="mt-2 flex gap-6 text-neutral-600 text-sm dark:text-neutral-400">
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-primary-500/70" /> Page views
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-amber-600 dark:bg-amber-400" /> Visitors
        </span>
      </figcaption>
    </figure>
  );
}

function ChartDrawing({
  chart,
  className,
  label,
}: {
  chart: ReturnType<typeof statsChart>;
  className: string;
  label: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className={`h-auto w-full ${className}`}
      role="img"
      aria-label={label}
    >
      {chart.yTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={0}
            x2={chart.width}
            y1={tick.y}
            y2={tick.y}
            className="stroke-neutral-200 dark:stroke-neutral-700"
          />
          <text x={2} y={tick.y - 4} className="fill-neutral-600 text-[11px] dark:fill-neutral-400">
            {tick.label}
          </text>
        </g>
      ))}
      {chart.bars.map((bar) => (
        <rect
          key={bar.day}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          rx={2}
          className="fill-primary-500/70"
        >
          <title>{`${formatDayLabel(bar.day)}: ${number(bar.pageviews)} page views`}</title>
        </rect>
      ))}
      <polyline
        points={chart.visitorsLine}
        fill="none"
        strokeWidth={2}
        className="stroke-amber-600 dark:stroke-amber-400"
      />
      {chart.xLabels.map((label, i, all) => (
        <text
          key={label.x}
          x={label.x}
          y={chart.height - 4}
          // The first and last labels stay inside the drawing.
          textAnchor={i === 0 ? "start" : i === all.length - 1 ? "end" : "middle"}
          className="fill-neutral-600 text-[11px] dark:fill-neutral-400"
        >
          {label.label}
        </text>
      ))}
    </svg>
  );
}

function Table({
  title,
  head,
  rows,
  empty,
}: {
  title: string;
  head: string[];
  rows: (ReactNode | number)[][];
  empty: string;
}) {
  return (
    <section>
      <h2 className="font-semibold text-lg text-neutral-900 dark:text-neutral-100">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-neutral-600 dark:text-neutral-400">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-neutral-200 border-b text-left dark:border-neutral-700">
              {head.map((h, i) => (
                <th key={h} scope="col" className={`py-2 font-medium ${i > 0 ? "text-right" : ""}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-neutral-100 border-b dark:border-neutral-800">
                {row.map((cell, i) => (
                  <td key={i} className={`py-2 ${i > 0 ? "text-right tabular-nums" : "break-all"}`}>
                    {typeof cell === "number" ? number(cell) : cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
