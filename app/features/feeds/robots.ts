import { siteUrl } from "./feed-data.server.ts";

/**
 * /robots.txt: everything public may be crawled; the demo dashboard may not. It names
 * /sitemap.xml, the one sitemap or, past 50,000 URLs, the index of them (app/features/feeds/sitemap.ts).
 */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${siteUrl()}/sitemap.xml\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
