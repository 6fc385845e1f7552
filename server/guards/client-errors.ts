import type { NextFunction, Request, Response } from "express";
import { CONTROL_CHARACTERS } from "#app/lib/validation.ts";

/**
 * A client's mistakes are 4xx answers with a clear message and one short log line, never a 500
 * with a stack trace (docs/design.md#security): a malformed Host made React Router's adapter throw
 * `Invalid URL`, a malformed percent-encoding made Express's router throw a URIError whose stack
 * quoted the whole URL (12 KB of log for a 12 KB URL).
 */

/**
 * Host (and X-Forwarded-Host) as RFC 9110 has it: a DNS name or IPv4 address (letters, digits,
 * `-`, `.`, `_`, `~`) or a bracketed IPv6 address, and an optional port up to 65535.
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{0,5}))?$/;

export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1];
  return !port || Number(port) <= 65535;
}

/** Why this request cannot be answered, or undefined when it can. */
export function requestProblem(request: {
  host: string | undefined;
  forwardedHost: string | undefined;
  path: string;
  /** The query string, without the `?` ("" when there is none). */
  query?: string;
}): string | undefined {
  if (request.host !== undefined && request.host !== "" && !isValidHost(request.host)) {
    return "The Host header is not a valid host name and port.";
  }
  if (
    request.forwardedHost !== undefined &&
    !request.forwardedHost.split(",").every((part) => isValidHost(part.trim()))
  ) {
    return "The X-Forwarded-Host header is not a valid host name and port.";
  }
  let path: string;
  try {
    path = decodeURIComponent(request.path);
  } catch {
    return "The URL path is not valid percent-encoding.";
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return "The URL path contains control characters.";
  // No page or call takes a control character in a query parameter (PostgreSQL refuses U+0000);
  // a tab or line break is whitespace, as a pasted search term may hold.
  for (const [name, value] of new URLSearchParams(request.query ?? "")) {
    if (CONTROL_CHARACTERS.test(name + value)) return "The URL query contains control characters.";
  }
  return undefined;
}

/**
 * Refuses, with 400, what would otherwise throw further on: a malformed Host (or X-Forwarded-Host,
 * which React Router's adapter reads whenever Express trusts a proxy), a path that is not valid
 * percent-encoding or holds control characters. A request without a Host (HTTP/1.0) is answered
 * as for `localhost`, as the adapter means to.
 */
export function refuseMalformedRequests(req: Request, res: Response, next: NextFunction) {
  if (!req.headers.host) req.headers.host = "localhost";
  const problem = requestProblem({
    host: req.headers.host,
    forwardedHost: req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined,
    path: req.path,
    query: req.originalUrl.split("?").slice(1).join("?"),
  });
  if (!problem) return next();
  answerClientError(req, res, 400, problem);
}

/**
 * The last error handler: an error that carries a 4xx status (Express's own, from a route
 * parameter or a static file) is answered with that status and logged in one line; anything else
 * is a server error and goes on to Express's handler (500, stack logged).
 */
export function answerClientErrors(
  error: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status > 499) return next(error);
  const message =
    error instanceof URIError
      ? "The URL path is not valid percent-encoding."
      : status === 400
        ? "Bad request."
        : (error instanceof Error ? error.message : String(error)).slice(0, 200);
  answerClientError(req, res, status, message);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

function answerClientError(req: Request, res: Response, status: number, message: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: kept out of the log line
  const line = message.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 200);
  console.warn(`${status} ${req.method} ${shorten(req.originalUrl, 120)}: ${line}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status);
  if (req.path.startsWith("/api/"))
    res.type("application/json").send(JSON.stringify({ error: message }));
  else res.type("text/plain; charset=utf-8").send(`${message}\n`);
}

/** At most `max` characters, quoted (control characters escaped), with the full length if cut. */
function shorten(text: string, max: number): string {
  const quoted = JSON.stringify(text.slice(0, max));
  return text.length > max ? `${quoted}… (${text.length} characters)` : quoted;
}
