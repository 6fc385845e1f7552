/**
 * The geometry of the stats' daily chart (page views as bars, visitors as a line), in SVG user
 * units, so that the component only draws it; and the terminal's sparkline of `npm run stats`.
 */

/** One day's counts. */
export interface DayCounts {
  /** "YYYY-MM-DD" (UTC). */
  day: string;
  pageviews: number;
  visitors: number;
}

/** Space around the plot, for the axis labels, in SVG user units. */
export interface ChartPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What `statsChart` draws with when no padding is given: room for labels left and below. */
const DEFAULT_CHART_PADDING: ChartPadding = { top: 8, right: 8, bottom: 24, left: 40 };

/** A day's page-view bar: its top-left corner and size. */
interface ChartBar {
  day: string;
  x: number;
  y: number;
  width: number;
  height: number;
  pageviews: number;
}

/** A chart ready to draw: every coordinate a finite number, rounded to 0.01. */
export interface StatsChart {
  width: number;
  height: number;
  bars: ChartBar[];
  /** The visitors line, for `<polyline points>`: "x,y x,y …" ("" without days). */
  visitorsLine: string;
  /** Gridlines from 0 at the bottom to the scale's top, 3 to 5 of them. */
  yTicks: { value: number; y: number; label: string }[];
  /** Day labels ("Nov 3") centred under their bars: the first, the last and every 7th. */
  xLabels: { x: number; label: string }[];
}

/**
 * A count as drawn: anything but a finite positive number (NaN, -1, Infinity) is 0, and counts
 * stop at 2^53 - 1, so that the scale above them stays finite.
 */
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(value, Number.MAX_SAFE_INTEGER) : 0;
}

/** The largest size we draw at, far beyond any screen, so that no coordinate overflows. */
const MAX_SIZE = 1e9;

/** A size as given (at most MAX_SIZE), or 0 when it is not a finite positive number. */
function size(value: number | undefined, fallback: number): number {
  const v = value ?? fallback;
  return Number.isFinite(v) && v > 0 ? Math.min(v, MAX_SIZE) : 0;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The top of the scale: the smallest 1, 2 or 5 × 10^n at or above `max` (counts are whole, so
 * at least 1, which is also the scale of a chart with no views).
 */
export function niceMax(max: number): number {
  const m = Math.max(1, count(max));
  let power = 10 ** Math.floor(Math.log10(m));
  // log10 may be off by one ulp at powers of ten.
  if (power > m) power /= 10;
  else if (power * 10 <= m) power *= 10;
  for (const c of [1, 2, 5]) if (c * power >= m) return c * power;
  return 10 * power;
}

/** Whether a step is a whole multiple of 1, 2, 2.5 or 5 × 10^n (250 is, 125 is not). */
function roundStep(step: number): boolean {
  if (!Number.isInteger(step)) return false;
  const power = 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5, 10].some((c) => Math.abs(step - c * power) < 1e-9);
}

/**
 * Tick values from 0 to a nice top: 5 (4 steps) when the step is a round whole number, else 3
 * (2 steps): 20 gives 0, 5, 10, 15, 20; 10 gives 0, 5, 10; 1 gives 0, 0.5, 1.
 */
export function tickValues(top: number): number[] {
  const steps = roundStep(top / 4) ? 4 : 2;
  return Array.from({ length: steps + 1 }, (_, i) => Number(((top / steps) * i).toPrecision(12)));
}

/** A tick's label: "0", "2.5", "250", "1.5k", "2M". */
export function tickLabel(value: number): string {
  const [scaled, unit] =
    value >= 1_000_000
      ? [value / 1_000_000, "M"]
      : value >= 1000
        ? [value / 1000, "k"]
        : [value, ""];
  return `${Number(scaled.toPrecision(12))}${unit}`;
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2024-11-03" -> "Nov 3"; a day that does not parse is shown as it is. */
export function formatDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY_LABEL.format(date);
}

/** The share of a day's slot its bar takes; the rest is the gap between bars. */
const BAR_SHARE = 0.7;
/** A 7th-day label this close to the last day's (in days) is left out, so they do not overlap. */
const MIN_LABEL_GAP = 4;

/**
 * The geometry of a daily chart of consecutive days, oldest first: one bar of page views per
 * day, a line through each day's visitors, y ticks up to a nice maximum shared by both, and day
 * labels. The plot is the box left by `padding` inside `width` × `height`; a box too small gives
 * zero sizes, never NaN.
 */
export function statsChart(
  days: readonly DayCounts[],
  options: { width: number; height: number; padding?: Partial<ChartPadding> },
): StatsChart {
  const width = size(options.width, 0);
  const height = size(options.height, 0);
  const pad = { ...DEFAULT_CHART_PADDING, ...options.padding };
  const left = size(pad.left, 0);
  const top = size(pad.top, 0);
  const plotWidth = Math.max(0, width - left - size(pad.right, 0));
  const plotHeight = Math.max(0, height - top - size(pad.bottom, 0));
  const bottom = top + plotHeight;

  const max = niceMax(days.reduce((m, d) => Math.max(m, count(d.pageviews), count(d.visitors)), 0));
  const yOf = (value: number) => round(bottom - (Math.min(value, max) / max) * plotHeight);
  const slot = days.length > 0 ? plotWidth / days.length : 0;
  const centreOf = (i: number) => round(left + (i + 0.5) * slot);
  const barWidth = slot * BAR_SHARE;

  const bars = days.map((d, i) => {
    const y = yOf(count(d.pageviews));
    return {
      day: d.day,
      x: round(left + i * slot + (slot - barWidth) / 2),
      y,
      width: round(barWidth),
      height: round(bottom - y),
      pageviews: count(d.pageviews),
    };
  });
  const visitorsLine = days.map((d, i) => `${centreOf(i)},${yOf(count(d.visitors))}`).join(" ");
  const yTicks = tickValues(max).map((value) => ({
    value,
    y: yOf(value),
    label: tickLabel(value),
  }));

  const last = days.length - 1;
  const labelled = days
    .map((_, i) => i)
    .filter((i) => i === 0 || i === last || (i % 7 === 0 && last - i >= MIN_LABEL_GAP));
  const xLabels = labelled.map((i) => ({ x: centreOf(i), label: formatDayLabel(days[i]!.day) }));

  return { width, height, bars, visitorsLine, yTicks, xLabels };
}

const BLOCKS = "▁▂▃▄▅▆▇█";

/**
 * A sparkline for the terminal: one of "▁▂▃▄▅▆▇█" per value, scaled to the largest. Zero (and
 * anything not a positive number) is "▁"; any other value is at least "▂", so a quiet day still
 * shows apart from an empty one. All zeros give all "▁".
 */
export function sparkline(values: readonly number[]): string {
  const max = values.reduce((m, v) => Math.max(m, count(v)), 0);
  return values
    .map((v) => {
      const c = count(v);
      if (c === 0 || max === 0) return BLOCKS[0];
      return BLOCKS[Math.max(1, Math.round((c / max) * (BLOCKS.length - 1)))];
    })
    .join("");
}
