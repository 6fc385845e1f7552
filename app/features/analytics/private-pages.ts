/**
 * The URLs that are never a page view (issue 44): those that carry a credential (a reader's
 * unsubscribe and resubscribe links, a draft's preview token, the comments' mail links), the
 * owners' `/stats`, the API, the feeds, the sitemap and robots.txt. Whatever their case, trailing slash, percent-encoding or
 * `.data` form: `/Unsubscribe/1.x/`, `/STATS`, `/%70review/x`. Pure and tiny: the page-view beacon
 * in the browser asks it too, and sends nothing for them; the server's rule is its own
 * (app/features/analytics/record-beacon.server.ts, server/page-cache/page-key.ts), this is one of
 * its checks.
 */
const PRIVATE =
  /^\/(?:(?:unsubscribe|resubscribe|preview|comments|stats|api|feeds)(?:\/|$)|(?:sitemap\.xml|robots\.txt)$)/;

/** Whether a URL (a path, with or without its query) is one that is never a page view. */
export function isPrivatePath(url: string): boolean {
  const raw = url.split(/[?#]/, 1)[0] ?? "";
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Malformed percent-encoding: read as it is (no page of the site is written so).
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return PRIVATE.test(path || "/");
}
