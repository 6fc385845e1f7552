import { archiveHref } from "#app/lib/archive-path.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { destinationHref } from "#app/lib/trips.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { countPosts, listPostLinks, postTimesAt } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { listTripDestinations } from "#app/models/trips.server.ts";
import type { Route } from "./+types/sitemap";
import { lastModifiedOf, siteUrl, xml } from "./feed-data.server.ts";
import { sitemap, sitemapIndex } from "./feeds.ts";
import { sitemapPart, sitemapPartCount } from "./sitemap-parts.ts";

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

/** Every URL but the posts': public pages, archives, authors, countries (a few hundred at most). */
async function fixedPaths(): Promise<string[]> {
  const [authors, taxonomies, destinations] = await Promise.all([
    listAuthors(),
    listTaxonomies(),
    listTripDestinations(),
  ]);
  const countries = [...new Set(destinations.map((d) => d.country))].sort();
  return [
    ...PUBLIC_PAGES,
    ...taxonomies.filter((t) => t.count > 0).map((t) => t.href),
    ...authors.map((a) => a.href),
    ...countries.map((cc) => destinationHref(cc)),
  ];
}

const notFound = () =>
  new Response("No such sitemap", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * /sitemap.xml (docs/design.md#routes): public pages, archives, authors and every post, in the
 * order they went live, each with that time as its lastmod. Up to the 50,000 URLs one sitemap may list it is that sitemap; past them it is a
 * sitemap index of `/sitemap.xml?part=1`, `?part=2`..., 50,000 URLs each. The parts stay at the
 * site's root: a sitemap may only list URLs under its own folder (sitemaps.org), so not
 * /sitemaps/1.xml. robots.txt names /sitemap.xml either way.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { part } = readQuery(request.url, QUERY.sitemap);
  const base = siteUrl();
  const [fixed, posts] = await Promise.all([fixedPaths(), countPosts()]);
  const parts = sitemapPartCount(fixed.length + posts);
  if (part === null && parts > 1) {
    // Each part's newest post is its last (in the order they went live): when it went live is
    // the part's last change.
    const ends = Array.from({ length: parts }, (_, i) => sitemapPart(fixed.length, posts, i + 1)!);
    const dates = await postTimesAt(ends.map((p) => p.posts.offset + p.posts.limit - 1));
    const entries = ends.map((p, i) => ({
      loc: `${base}/sitemap.xml?part=${i + 1}`,
      lastmod: p.posts.limit > 0 ? dates[i] : undefined,
    }));
    return xml(
      sitemapIndex(entries),
      "application/xml",
      lastModifiedOf(dates.filter((d) => d !== undefined)),
    );
  }
  const slice = sitemapPart(fixed.length, posts, part === null ? 1 : Number(part));
  if (!slice) return notFound();
  const links = await listPostLinks(slice.posts.offset, slice.posts.limit);
  const urls = [
    ...fixed.slice(slice.fixed.start, slice.fixed.end).map((p) => ({ loc: `${base}${p}` })),
    ...links.map((p) => ({ loc: `${base}${p.href}`, lastmod: p.publishedAt })),
  ];
  return xml(sitemap(urls), "application/xml", lastModifiedOf(links.map((p) => p.publishedAt)));
}

/** The query string it reads (the page cache keys it by these only). */
export const handle = { query: QUERY.sitemap };
