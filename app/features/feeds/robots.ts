import { siteUrl } from "#app/features/feeds/feed-data.server.ts";

/** /robots.txt: everything public may be crawled; the demo dashboard may not. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${siteUrl()}/sitemap.xml\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
