import { taxonomyArchivePath } from "#app/lib/archive-path.ts";
import { URL_CATEGORIES } from "#app/lib/post-href.ts";
import { findAuthorByFirstName } from "#app/models/authors.server.ts";
import { livePostExists } from "#app/models/posts.server.ts";
import { findTaxonomy } from "#app/models/taxonomies.server.ts";
import { tripCountries } from "#app/models/trips.server.ts";

/**
 * A page-view beacon's URL as the server's routes read it (server/page-cache/page-key.ts
 * `readerPages`): the route it matches (its id in app/routes.ts), its parameters (decoded), its
 * path in canonical form (a trailing slash dropped, the route's fixed words in lower case) and its
 * query as the page cache keys it ("" or "?...": only the parameters the page reads, canonical).
 */
export interface ReaderPage {
  route: string;
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
  search: string;
}

/**
 * Pages every reader sees whatever the database holds: a view of them is a view of a page that
 * exists. (The template pages are demos, public by specification: docs/design.md#principles.)
 */
const FIXED = new Set([
  "routes/home",
  "routes/home-2",
  "routes/home-3",
  "routes/home-4",
  "routes/home-6",
  "routes/trips/trips",
  "routes/trips/destinations",
  "routes/offline/reading-list",
  "routes/offline/offline",
  "routes/pages/about",
  "routes/pages/contact",
  "routes/pages/newsletter",
  "routes/pages/login",
  "routes/pages/signup",
  "routes/pages/forgot-pass",
  "routes/pages/subscription",
  "dashboard-home",
  "routes/dashboard/posts",
  "routes/dashboard/edit-profile",
  "routes/dashboard/subscription",
  "routes/dashboard/billing-address",
  "routes/dashboard/submit-post",
  "archive-summary",
  "archive-hotels",
  "archive-2-summary",
  "archive-2-hotels",
  "archive-3-summary",
  "archive-3-hotels",
  // A search of anything is a page: its term is counted (search_days).
  "routes/search/search",
  "routes/search/search-2",
]);

type Check = (page: ReaderPage) => Promise<boolean>;

/** A post's own URL: the page of the live post whose href it is. */
const postHref: Check = (page) => livePostExists({ href: decoded(page.pathname) });
/** A layout's URL (/single/{slug}, /single-2/{slug}...): any live post's slug. */
const postSlug: Check = async (page) =>
  page.params.slug !== undefined && livePostExists({ slug: page.params.slug });

/**
 * Pages that exist for some parameters only, each with its check: true when the page is there
 * now, at this very path (a path a page answers with a 301 to its canonical one is no page view:
 * the reader's browser reports the page it was sent to).
 */
const CHECKED = new Map<string, Check>([
  ...URL_CATEGORIES.map((category) => [`article-${category}`, postHref] as const),
  ["article-hotels", postHref],
  ["article-single", postSlug],
  ["routes/article/single-video", postSlug],
  ["routes/article/single-audio", postSlug],
  ["routes/article/single-gallery", postSlug],
  ["routes/article/single-2", postSlug],
  ["routes/article/single-3", postSlug],
  ["routes/article/single-4", postSlug],
  ["routes/article/single-5", postSlug],
  [
    "routes/author/author",
    async ({ params, pathname }) => {
      const author = params.slug ? await findAuthorByFirstName(params.slug) : undefined;
      return author !== undefined && author.href === decoded(pathname);
    },
  ],
  ...(["archive", "archive-2", "archive-3"] as const).map(
    (prefix) =>
      [
        `${prefix}-taxonomy`,
        async ({ params, pathname }: ReaderPage) => {
          const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : undefined;
          const taxonomy = id === undefined ? undefined : await findTaxonomy(id);
          const path = decoded(pathname);
          return taxonomy !== undefined && taxonomyArchivePath(path, taxonomy.href) === path;
        },
      ] as const,
  ),
  [
    "routes/trips/country",
    async ({ params }) =>
      /^[a-z]{2}$/.test(params.cc ?? "") && (await tripCountries()).has(params.cc!.toUpperCase()),
  ],
]);

/**
 * Routes a view of which is never counted, named so that every route of app/routes.ts is in one
 * of the three lists (public-pages.server.test.ts): the API, feeds, sitemap, robots.txt and image
 * variants; the owners' figures; the URLs that carry a credential (a draft's preview, a
 * reader's unsubscribe and resubscribe links, the comments' mail links); the 404 routes and the
 * sample 404 page.
 */
const NEVER = new Set([
  "routes/feeds/sitemap",
  "routes/feeds/robots",
  "routes/feeds/rss",
  "routes/feeds/atom",
  "routes/feeds/podcast",
  "routes/feeds/category",
  "routes/media/image-variant",
  "routes/stats",
  "routes/article/preview",
  "routes/pages/unsubscribe",
  "routes/pages/resubscribe",
  "routes/comments/moderate",
  "routes/comments/reply",
  "routes/comments/stop",
  "archive-any",
  "archive-2-any",
  "archive-3-any",
  "routes/page404",
  "routes/not-found",
]);

/** How a view of a route's page is taken: always, after a check, or never (unknown: never). */
export function countedAs(route: string): "always" | "checked" | "never" | undefined {
  if (FIXED.has(route)) return "always";
  if (CHECKED.has(route)) return "checked";
  if (NEVER.has(route) || route.startsWith("routes/api/") || route === "api-not-found") {
    return "never";
  }
  return undefined;
}

/**
 * The path a page view of `page` is stored under (its canonical path and query), when it is a
 * page that exists and is public now: a fixed page, a live post, a known archive, author or
 * destination. Else undefined: a draft's or scheduled post's URL, a post, author, taxonomy or
 * country that does not exist, a 404 route, anything NEVER names or no list knows.
 */
export async function publicPagePath(page: ReaderPage): Promise<string | undefined> {
  const check = CHECKED.get(page.route);
  const exists = FIXED.has(page.route) || (check !== undefined && (await check(page)));
  return exists ? page.pathname + page.search : undefined;
}

/** A path's percent-encoding undone (as the database stores hrefs); as it is when malformed. */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
