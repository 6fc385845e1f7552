import { lastModifiedOf, siteUrl, xml } from "#app/features/feeds/feed-data.server.ts";
import { sitemap } from "#app/features/feeds/feeds.ts";
import { archiveHref } from "#app/lib/archive-path.ts";
import { destinationHref } from "#app/lib/trips.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { listPostLinks } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { listTripDestinations } from "#app/models/trips.server.ts";

/** Public pages only: the template pages (login, dashboard...) are demos and stay out. */
const PUBLIC_PAGES = [
  "/",
  archiveHref(),
  archiveHref({ kind: "hotels" }),
  archiveHref({ kind: "video" }),
  archiveHref({ kind: "podcast" }),
  "/search",
  "/trips",
  "/destinations",
  "/about",
  "/contact",
];

/** /sitemap.xml: public pages, archives, authors and every post (up to the 50,000 URLs a sitemap holds). */
export async function loader() {
  const base = siteUrl();
  const [posts, authors, taxonomies, destinations] = await Promise.all([
    listPostLinks(),
    listAuthors(),
    listTaxonomies(),
    listTripDestinations(),
  ]);
  const countries = [...new Set(destinations.map((d) => d.country))].sort();
  const urls = [
    ...PUBLIC_PAGES.map((p) => ({ loc: `${base}${p}` })),
    ...taxonomies.filter((t) => t.count > 0).map((t) => ({ loc: `${base}${t.href}` })),
    ...authors.map((a) => ({ loc: `${base}${a.href}` })),
    ...countries.map((cc) => ({ loc: `${base}${destinationHref(cc)}` })),
    ...posts.map((p) => ({ loc: `${base}${p.href}`, lastmod: p.date })),
  ];
  return xml(
    sitemap(urls.slice(0, 50_000)),
    "application/xml",
    lastModifiedOf(posts.map((p) => p.date)),
  );
}
