import net from "node:net";
import os from "node:os";
import { z } from "zod";
import { isTimeZone } from "#app/lib/go-live.ts";
import { DEFAULT_MAIL_RETRY_DELAYS, parseRetryDelays } from "#app/lib/mail-retry.ts";
import { asciiEmail } from "#app/lib/validation.ts";

/** An address setting; internationalised domains allowed (mail goes to their ASCII form). */
const address = z.string().refine((v) => asciiEmail(v) !== undefined, "must be an email address");

/** One schema for every environment variable the server reads; parsed once, with a clear error. */
const schema = z.object({
  /** `development`: served through Vite by `server/start.js --dev` (npm run dev). */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Where `react-router build` writes (default `build`); `server/start.js --build` must agree. */
  BUILD_DIR: z.string().min(1).optional(),
  /**
   * Processes sharing the port (server/start.js), on SQLite as on PostgreSQL: a count, or `auto`,
   * one a core (resolved in `checked`).
   */
  WORKERS: z
    .string()
    .default("auto")
    .transform((text, ctx) => {
      const workers = parseWorkers(text);
      if (workers === undefined) {
        ctx.addIssue({ code: "custom", message: "must be auto (one a core) or 1 to 256" });
        return z.NEVER;
      }
      return workers;
    }),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Authors, taxonomies and posts the importer reads (app/features/content/importer.server.ts). */
  CONTENT_DIR: z.string().min(1).default("./content"),
  /**
   * `off`: a running server does not import saved changes of CONTENT_DIR by itself
   * (server/content-files-watch.ts); with several workers or machines one process imports.
   */
  CONTENT_WATCH: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  /** A post without `publishAt` goes live at 00:00 of its date here (app/lib/go-live.ts). */
  SITE_TIMEZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as UTC or Europe/Lisbon")
    .default("UTC"),
  /** Resized images (app/features/images/images.server.ts); default `${DATA_DIR}/image-cache`. */
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, "must be a postgres:// URL or sqlite:<path>")
    .optional(),
  /** PostgreSQL: give up opening a connection after this long (a request then answers 503). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** PostgreSQL: cancel a statement running longer than this (503); 0 = no limit. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(20_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_TO: address.default("hello@wanderlust.example"),
  MAIL_FROM: address.default("website@wanderlust.example"),
  /** Seconds between contact mail attempts (app/lib/mail-retry.ts); milliseconds once parsed. */
  MAIL_RETRY_DELAYS: z
    .string()
    .default(DEFAULT_MAIL_RETRY_DELAYS)
    .transform((text, ctx) => {
      const delays = parseRetryDelays(text);
      if (!delays) {
        ctx.addIssue({
          code: "custom",
          message: "must be positive numbers of seconds separated by commas, e.g. 60,300,1800",
        });
        return z.NEVER;
      }
      return delays;
    }),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /**
   * The site's secret: the key that signs the newsletter's links (unsubscribe, confirmation) and
   * the drafts' preview links (app/features/newsletter/newsletter-token.server.ts); unset: one is
   * generated into `${DATA_DIR}/newsletter-secret` and kept.
   */
  SITE_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** SITE_SECRET's former name, read when SITE_SECRET is unset: links mailed with it still work. */
  NEWSLETTER_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * The password of the owners' page-view figures at `/stats` (HTTP Basic, any user name); unset,
   * `/stats` is a 404 (docs/privacy.md).
   */
  STATS_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  /**
   * A Plausible-compatible events endpoint (`https://plausible.example/api/event`): each recorded
   * page view is also forwarded there from the server, queued and retried like the mails; unset,
   * nothing leaves the site (docs/privacy.md).
   */
  ANALYTICS_FORWARD_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
    .optional(),
  /** `off` disables the per-action rate limits and the view-count window (load tests only). */
  RATE_LIMIT: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  /** Express's `trust proxy`: unset trusts no proxy, so `X-Forwarded-For` is ignored. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Open sockets per client address (IPv6: per /56); 0 = no cap (server/guards/sockets.ts). */
  MAX_SOCKETS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(64),
  /** A socket with no progress for this long is closed; 0 = never (server/guards/sockets.ts). */
  IDLE_SOCKET_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 3_600_000), {
      message: "must be 0 (off) or between 1000 and 3600000 milliseconds",
    })
    .default(30_000),
  /** `off` disables the in-memory page cache (benchmarks of uncached rendering). */
  PAGE_CACHE: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  /** The in-memory page cache's bound, in MB (server/page-cache/page-cache.ts). */
  PAGE_CACHE_MB: z.coerce.number().positive().max(1_000_000).default(64),
  /** Uncached page renders per second per client address, after the burst; 0 = no limit. */
  PAGE_RENDERS_PER_SECOND: z.coerce.number().min(0).default(10),
  /** Uncached page renders a client may ask for at once. */
  PAGE_RENDER_BURST: z.coerce.number().int().min(1).default(100),
  /** New image variants (sharp) per second per client address, after the burst; 0 = no limit. */
  IMAGE_RENDERS_PER_SECOND: z.coerce.number().min(0).default(2),
  /** New image variants a client may ask for at once (a first visit to an image-heavy page). */
  IMAGE_RENDER_BURST: z.coerce.number().int().min(1).default(60),
});

/**
 * The variables together: what one alone cannot say. `WORKERS=auto` is one worker a core
 * (os.availableParallelism(), which honours a CPU affinity), except under `npm run dev`: one
 * process, whose Vite server owns the hot-reload socket.
 */
const checked = schema.transform((config) => ({
  ...config,
  WORKERS:
    config.WORKERS !== "auto"
      ? config.WORKERS
      : config.NODE_ENV === "development"
        ? 1
        : os.availableParallelism(),
}));

/** Every variable the server reads: the README's configuration table names each (test beside). */
export const VARIABLES = Object.keys(schema.shape);

/** `WORKERS`: `auto`, or a whole number from 1 to 256; undefined for anything else. */
function parseWorkers(text: string): number | "auto" | undefined {
  const value = text.trim();
  if (value === "auto") return "auto";
  if (!/^\d+$/.test(value)) return undefined;
  const workers = Number(value);
  return workers >= 1 && workers <= 256 ? workers : undefined;
}

/** A `postgres://` (or `postgresql://`) URL selects PostgreSQL; anything else is SQLite. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** The names Express (proxy-addr) accepts for ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * `TRUST_PROXY` as Express's `trust proxy` value: a hop count (`1`), or a comma-separated list of
 * `loopback` / `linklocal` / `uniquelocal`, addresses and CIDR ranges. Unset (or `false`, `0`):
 * trust nothing. `true` is refused: it trusts every address a client writes into the header.
 * Returns an error message (a string) for a bad value.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") {
    return "true would trust any X-Forwarded-For a client sends; give the number of proxies in front (1) or their addresses (loopback, 10.0.0.0/8, ...)";
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyEntry(entry)) {
      return `"${entry}" is not a hop count, loopback, linklocal, uniquelocal, an IP address or a CIDR range (e.g. 10.0.0.0/8)`;
    }
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A prefix length, or (IPv4 only) a netmask as proxy-addr takes it.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (version === 4 ? 32 : 128);
  return version === 4 && net.isIPv4(bits);
}

export type Env = z.output<typeof checked>;

let parsed: Env | undefined;

/** The settings, from `process.env`: the one place in app/ and server/ that reads it. */
export function env(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}

/** Checks and converts a set of environment variables; a bad one throws a clear message. */
export function parseEnv(variables: Record<string, string | undefined>): Env {
  // An empty variable means "not set" (so `DATABASE_URL= npm start` picks the default).
  const set = Object.fromEntries(Object.entries(variables).filter(([, v]) => v !== ""));
  const result = checked.safeParse(set);
  if (!result.success) throw invalidEnvironment(result.error.issues);
  return result.data;
}

/** The one form of a refusal: `Invalid environment:`, then a line a variable. */
export function invalidEnvironment(issues: { path: PropertyKey[]; message: string }[]): Error {
  const lines = issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  return new Error(`Invalid environment:\n${lines.join("\n")}`);
}
