/** One formatter for every date: `toLocaleDateString` builds a new one per call (~0.2 ms). */
const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2023-05-14" -> "May 14, 2023" (UTC, so server and browser agree). */
export function formatDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return DATE_FORMAT.format(parsed);
}

/** Abbreviated counts (docs/spec.md#states): 999 -> "999", 1200 -> "1.2k", 2_500_000 -> "2.5M". */
export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count)) return "0";
  const abs = Math.abs(count);
  if (abs < 1000) return String(Math.round(count));
  const [unit, size] = abs < 1_000_000 ? ["k", 1000] : ["M", 1_000_000];
  const scaled = Math.floor((count / (size as number)) * 10) / 10;
  return `${scaled.toFixed(1).replace(/\.0$/, "")}${unit}`;
}

/** How long to wait, from a Retry-After in seconds: "1 second", "45 seconds", "1 minute", "7 minutes". */
export function waitingTime(seconds: number): string {
  const whole = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 60));
  if (whole < 60) return countOf(whole, "second");
  return countOf(Math.ceil(whole / 60), "minute");
}

/** "1 draft", "2 drafts": a count and its noun, plural with an s unless it is 1. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** Bytes as a reader reads them: "840 KB", "3.2 MB", "1.4 GB". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 999.5 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} bytes`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
