import type { z } from "zod";
import { CONTROL_CHARACTERS } from "#app/lib/validation.ts";

/**
 * Answers for their reader alone (/stats, a draft's preview): never stored by the page cache
 * (server/page-cache/buffered-responses.ts), a CDN or a browser, nor indexed.
 */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** Body size limit for every request that carries one (docs/design.md#security). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** The one error shape of the API: `{ error }`, plus optional per-field messages. */
export function apiError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return json({ error, ...extra }, { status, headers });
}

/** Does an If-None-Match list name this ETag (weak or strong, or `*`)? */
function tagListMatches(header: string, etag: string): boolean {
  return header
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag);
}

/** Does the request's If-None-Match name this ETag (weak or strong, or `*`)? */
export function etagMatches(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  return header ? tagListMatches(header, etag) : false;
}

const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const TIME = "\\d{2}:\\d{2}:\\d{2}";
/** RFC 9110 section 5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms. */
const HTTP_DATE = [
  new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`),
  new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`),
  new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`),
];

/**
 * An HTTP-date as a time, or undefined when the value is not one (`3000`, `tomorrow 2099`) or
 * names a time later than `now`: such an If-Modified-Since is invalid and must be ignored
 * (RFC 9110 section 13.1.3).
 */
export function parseHttpDate(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const text = value?.trim() ?? "";
  const form = HTTP_DATE.findIndex((pattern) => pattern.test(text));
  if (form < 0) return undefined;
  const time = Date.parse(form === 2 ? `${text} GMT` : text);
  return Number.isNaN(time) || time > now ? undefined : time;
}

/**
 * Whether a GET may be answered 304 (RFC 9110 section 13.2.2): If-None-Match decides when sent;
 * else a valid If-Modified-Since, against `lastModified` at one-second precision.
 */
export function notModifiedBy(
  conditions: { ifNoneMatch?: string | null; ifModifiedSince?: string | null },
  etag: string,
  lastModified?: string | Date,
): boolean {
  if (conditions.ifNoneMatch) return tagListMatches(conditions.ifNoneMatch, etag);
  const since = parseHttpDate(conditions.ifModifiedSince);
  const modified = lastModified === undefined ? Number.NaN : new Date(lastModified).getTime();
  if (since === undefined || Number.isNaN(modified)) return false;
  return Math.floor(modified / 1000) <= Math.floor(since / 1000);
}

/** The message of a 405: "Method PUT is not allowed here; use GET or POST." */
export function methodNotAllowed(method: string, allowed: string[]): string {
  return `Method ${method} is not allowed here; use ${allowed.join(" or ")}.`;
}

/**
 * A loader/action answering 405 with an Allow header, for the methods a call does not take. It
 * carries the methods it allows (`allow`), which the server's method check reads for `Allow` on
 * OPTIONS and on methods no handler takes (server/guards/methods.ts).
 */
export function onlyMethods(...allowed: string[]) {
  const list = allowed.includes("GET") ? [...allowed, "HEAD"] : allowed;
  const handler = ({ request }: { request: Request }): Response =>
    apiError(405, methodNotAllowed(request.method, allowed), {}, { Allow: list.join(", ") });
  return Object.assign(handler, { allow: list });
}

/** For action handlers that only take POST (React Router sends PUT, DELETE... to the action too). */
export function requireMethod(request: Request, method: string): Response | undefined {
  if (request.method === method) return undefined;
  return onlyMethods(method)({ request });
}

type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Validates the query string against a zod object schema; a 400 with a clear message if not, and
 * for any parameter holding a control character (CONTROL_CHARACTERS), whatever the schema.
 */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): ParseResult<z.infer<S>> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const key of params.keys()) raw[key] = params.get(key) ?? "";
  const control = Object.entries(raw).find(
    ([k, v]) => CONTROL_CHARACTERS.test(k) || CONTROL_CHARACTERS.test(v),
  );
  if (control) {
    const key = CONTROL_CHARACTERS.test(control[0]) ? "request" : control[0];
    const message = `${key === "request" ? "A query parameter's name" : key} must not contain control characters.`;
    return { ok: false, response: apiError(400, message, { fields: { [key]: message } }) };
  }
  return validate(schema, raw);
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "request");
    fields[key] ??= issue.message;
  }
  const message = Object.values(fields).join(" ");
  return { ok: false, response: apiError(400, message, { fields }) };
}
