import type { NextFunction, Request, Response } from "express";
import { BODY_LIMIT_BYTES } from "#app/lib/http.server.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./guards/security-headers.ts";
import { BUFFERED } from "./page-cache/buffered-responses.ts";

/**
 * RFC 8058: a mail provider unsubscribes its user by POSTing `List-Unsubscribe=One-Click` to the
 * mail's unsubscribe URL (the newsletter's, and a comment reply notice's stop link) from its own
 * servers, possibly with its own Origin, which React Router refuses for an action (its CSRF
 * check). There is no session to forge here: the token in the
 * URL is the whole credential (docs/security.md), so the Origin of these POSTs is not looked at.
 */
const ONE_CLICK = /^\/(unsubscribe|comments\/stop)\//;

export function oneClickUnsubscribe(req: Request, _res: Response, next: NextFunction) {
  if (req.method === "POST" && ONE_CLICK.test(req.path)) delete req.headers.origin;
  next();
}

/** Pages, data, JSON and XML: bufferedResponses compresses them itself (server/page-cache/buffered-responses.ts). */
export function isBuffered(res: Response): boolean {
  return BUFFERED.test(String(res.getHeader("Content-Type") ?? ""));
}

/** Every response: HSTS, nosniff, frame and referrer rules; pages replace the CSP with their own. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  next();
}

/**
 * The no-JavaScript contact form: its action reads the body with the same limit and answers an
 * oversize one with the page and the message's error, not with JSON.
 */
const FORM_PAGES = /^\/contact(\/|\.data)?$/;

/**
 * 413 before any handler reads a body that declares more than the limit. A chunked body declares
 * nothing: the handlers that read one (readBodyText) refuse it while streaming.
 */
export function refuseLargeBodies(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT_BYTES && !FORM_PAGES.test(req.path)) {
    res
      .status(413)
      .type("application/json")
      .send(
        JSON.stringify({ error: `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.` }),
      );
    return;
  }
  next();
}
