/**
 * Cookie-less page-view analytics, what the beacon's record is made of: what a browser's beacon
 * may post, which requests are not counted (bots, Do Not Track, Global Privacy Control), and what
 * is kept of a view (the kind of device, where the visitor came from, the search it shows, the
 * daily visitor hash). No storage and no I/O (node:crypto only hashes).
 */
import { hash } from "node:crypto";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { MAX_TERM_LENGTH } from "#app/lib/query-values.ts";

/** The kind of device a view came from, as the stats group them. */
export type DeviceClass = "phone" | "tablet" | "desktop";

/**
 * The kind of device of a User-Agent string. Tablets: iPad, Android without "Mobile", "Tablet"
 * (but not the "Tablet PC" of old Windows laptops), Kindle and Silk, PlayBook. Phones: iPhone,
 * iPod, Android with "Mobile", "Mobi", Windows Phone, BlackBerry and Opera Mini. Anything else,
 * an empty or missing string included, is a desktop. iPadOS 13 and later send Safari's Mac
 * User-Agent by default, so those iPads are counted as desktops: the header cannot tell them
 * apart.
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad/.test(ua)) return "tablet";
  // Windows Phone also claims Android, iPhone and "Mobile"; Opera Mini on Android leaves out
  // "Mobile": both are phones whatever else they say.
  if (/Windows Phone|Opera Mini/.test(ua)) return "phone";
  // Kindle Fire's Silk says "Mobile" on a tablet, so these come before the "Mobi" rule.
  if (/Kindle|Silk|PlayBook|Tablet(?! PC)/.test(ua)) return "tablet";
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? "phone" : "tablet";
  if (/iPhone|iPod|Mobi|BlackBerry|BB10/.test(ua)) return "phone";
  return "desktop";
}

/**
 * Whether a User-Agent is a crawler, a monitor or a script (the `isbot` package's list). An
 * empty or missing User-Agent counts as a bot: every browser sends one.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (userAgent === undefined || userAgent.trim() === "") return true;
  let bot = botAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    botAgents.set(userAgent, bot);
  }
  return bot;
}

/**
 * isbot's verdicts on the User-Agents seen last (its expression costs ~2 µs, as much as the rest
 * of a beacon's checks; readers' browsers send few distinct ones), at most 1 MB of them.
 */
const botAgents = new LRUCache<string, boolean>({
  maxSize: 1_000_000,
  sizeCalculation: (_, userAgent) => userAgent.length + 16,
});

/**
 * Whether the visitor asked not to be tracked: a `DNT: 1` (Do Not Track) or a `Sec-GPC: 1`
 * (Global Privacy Control) request header. Such a view is not recorded at all.
 */
export function refusesTracking(headers: { dnt?: string | null; gpc?: string | null }): boolean {
  return headers.dnt?.trim() === "1" || headers.gpc?.trim() === "1";
}

/** The longest `utm_source` we keep, in characters. */
const MAX_SOURCE_LENGTH = 100;

/** C0 controls, DEL and C1 controls: never in a URL as a browser sends it (they are escaped). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what is refused here
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A host name in lower case without a leading "www.". */
function withoutWww(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
}

/** The site's host name without "www." (the last one asked: a site has one), or undefined. */
let siteHost: { host: string; hostname: string | undefined } | undefined;
function hostnameOf(host: string): string | undefined {
  if (siteHost?.host !== host) {
    let hostname: string | undefined;
    try {
      hostname = withoutWww(new URL(`http://${host}`).hostname);
    } catch {
      hostname = undefined;
    }
    siteHost = { host, hostname };
  }
  return siteHost.hostname;
}

/**
 * Where a view came from, as the stats list it: the page URL's `utm_source` (trimmed, lower
 * case, at most 100 characters; an empty one, or one with control characters, is ignored),
 * else the referrer's host (lower case, without a leading "www.") when the referrer is an
 * http(s) URL of another site, else undefined: a direct visit, or a link within the site.
 * `pageUrl` may be a path with its query ("/trips?utm_source=Newsletter"); `siteHost` is the
 * site's own host ("example.com", a port allowed). Never throws.
 */
export function referrerSource(options: {
  pageUrl: string;
  referrer?: string;
  siteHost: string;
}): string | undefined {
  const siteHostname = hostnameOf(options.siteHost);
  // A page URL without a query has no utm_source.
  if (options.pageUrl.includes("?")) {
    try {
      const page = new URL(options.pageUrl, `http://${siteHostname ?? "localhost"}`);
      const utm = [...(page.searchParams.get("utm_source")?.trim().toLowerCase() ?? "")]
        .slice(0, MAX_SOURCE_LENGTH)
        .join("")
        .trim();
      if (utm !== "" && !ANY_CONTROL_CHARACTER.test(utm)) return utm;
    } catch {
      // A page URL that does not parse has no utm_source: the referrer may still say.
    }
  }
  if (!options.referrer) return undefined;
  let referrer: URL;
  try {
    referrer = new URL(options.referrer);
  } catch {
    return undefined;
  }
  if (referrer.protocol !== "http:" && referrer.protocol !== "https:") return undefined;
  const host = withoutWww(referrer.hostname);
  // 253 characters is the longest DNS name: anything longer is not a site.
  if (host === "" || host.length > 253 || host === siteHostname) return undefined;
  return host;
}

/** The longest `path` or `referrer` a beacon may post, in characters. */
const MAX_BEACON_URL_LENGTH = 2_000;
/**
 * The largest beacon body taken, in bytes (UTF-8): the one limit, read where the body is read
 * (server/page-view-beacons.ts; app/features/api/page-views.ts, to which
 * record-beacon.public.server.ts offers it) and where it is parsed (here).
 */
export const MAX_BEACON_BYTES = 4_096;

const LIMIT = MAX_BEACON_URL_LENGTH.toLocaleString("en-US");

/**
 * The JSON body a browser's page-view beacon posts: the page's `path` (with its query string,
 * starting with one "/", at most 2,000 characters, no control characters) and the optional
 * `referrer` (`document.referrer`, at most 2,000 characters, "" when there is none). Other keys
 * are refused. Each message names the field and the rule, on one line.
 */
export const pageViewBody = z.strictObject(
  {
    path: z
      .string({
        error: (issue) =>
          issue.input === undefined ? "path is required" : "path must be a string",
      })
      .max(MAX_BEACON_URL_LENGTH, `path must be at most ${LIMIT} characters`)
      .refine((v) => v.startsWith("/"), "path must start with /")
      .refine((v) => !v.startsWith("//"), "path must not start with //")
      .refine((v) => !ANY_CONTROL_CHARACTER.test(v), "path must not contain control characters"),
    referrer: z
      .string({ error: "referrer must be a string" })
      .max(MAX_BEACON_URL_LENGTH, `referrer must be at most ${LIMIT} characters`)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown key ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}: only path and referrer are accepted`
        : "body must be a JSON object with a path",
  },
);

/** A beacon body as read: path and optional referrer. */
type PageViewBody = z.infer<typeof pageViewBody>;

/** A beacon body read by `parsePageViewBody`, or why it was refused. */
export type PageViewBodyParse = { ok: true; value: PageViewBody } | { ok: false; message: string };

/**
 * Reads a beacon's raw body: at most 4,096 bytes of JSON matching `pageViewBody`. A refused body
 * gets one line saying what to fix ("path must start with /"); never throws.
 */
export function parsePageViewBody(raw: string): PageViewBodyParse {
  // A UTF-8 encoding is never shorter than the string's UTF-16 length, so a long string is
  // refused before it is encoded, nor longer than 3 bytes per UTF-16 unit, so a short one is
  // taken without encoding it.
  if (
    raw.length > MAX_BEACON_BYTES ||
    (raw.length * 3 > MAX_BEACON_BYTES && new TextEncoder().encode(raw).length > MAX_BEACON_BYTES)
  )
    return {
      ok: false,
      message: `body must be at most ${MAX_BEACON_BYTES.toLocaleString("en-US")} bytes`,
    };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: "body is not valid JSON" };
  }
  const parsed = pageViewBody.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "body is not a page view" };
}

/** The search pages (the page with the banner, and the plain one). */
const SEARCH_PATHS = new Set(["/search", "/search-2"]);

/**
 * The site search a page URL (path and query) shows, as the page-view figures count it: its term
 * trimmed, spaces collapsed, lower-cased, cut as the search cuts it; undefined for any other page
 * or an empty term.
 */
export function searchTerm(url: string): string | undefined {
  const [pathname, query = ""] = url.split("?", 2) as [string, string?];
  if (!SEARCH_PATHS.has(pathname)) return undefined;
  const term = (new URLSearchParams(query).get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TERM_LENGTH)
    .trim()
    .toLowerCase();
  return term || undefined;
}

/**
 * A visitor's anonymous identifier: the first 32 hex characters of the SHA-256 of salt, address
 * and User-Agent, one per line. With a salt that changes daily and is then forgotten, the same
 * visitor gets a new identifier each day and none can be traced back to an address: views by one
 * visitor are counted once without keeping who they were.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return hash("sha256", `${salt}\n${address}\n${userAgent}`, "hex").slice(0, 32);
}
