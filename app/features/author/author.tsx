import { later } from "#app/components/ui/later.tsx";
import { notFound } from "#app/lib/error-page.ts";
import { profileJsonLd } from "#app/lib/json-ld.ts";
import { parseSort } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import {
  NARROW_PAGE_SIZE,
  pageSizeFor,
  parseMore,
  serverWindow,
  stepsToShowAll,
} from "#app/lib/responsive-paging.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { redirectToCanonicalPage, redirectToShown } from "#app/lib/shown-page.server.ts";
import { findAuthorByFirstName, listAuthors } from "#app/models/authors.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { loadListPage } from "#app/services/list-page.server.ts";
import type { Route } from "./+types/author";
import { orFailed } from "./author-calls.server.ts";

/**
 * /author/{firstName}: the author, one window of their posts (sorted and paged in SQL by `?sort=`,
 * `?page=` and `?more=`), the categories and the other authors.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const query = readQuery(request.url, QUERY.author);
  const author = await orFailed(findAuthorByFirstName(params.slug), "Error fetching author data");
  // docs/spec.md#errors: 'Author information not found' (HTTP 404), app/features/shell/error-boundary.tsx.
  if (!author) throw notFound("author");
  // The name is found in any case; the page is at the href's (`/author/daniel` -> `/author/Daniel`).
  redirectToCanonicalPage(request.url, QUERY.author, author.href);
  const filter = { authorId: author.authorId };
  const sort = parseSort(query.sort);
  const more = parseMore(query.more);
  const [{ posts, offset, total, page }, taxonomies, authors] = await Promise.all([
    // The narrow page size has the most pages: any page either width can show.
    orFailed(
      loadListPage({
        filter,
        sort,
        page: query.page,
        pageSize: pageSizeFor(NARROW_PAGE_SIZE, more),
        window: (page) => serverWindow(page, more),
      }),
      "Error fetching author posts",
    ),
    listTaxonomies(),
    orFailed(listAuthors(), "Error fetching authors data"),
  ]);
  // More steps than it takes to show every post at the narrow size show them all: one URL for it.
  redirectToShown(request.url, QUERY.author, {
    page: String(page),
    more: String(Math.min(more, stepsToShowAll(total))),
  });
  return {
    author,
    posts,
    windowOffset: offset,
    total,
    sort,
    page,
    more,
    taxonomies,
    authors,
  };
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.author };

const AuthorPage = later(() => import("./author-page.tsx").then((m) => m.AuthorPage));

export default function Author({ loaderData }: Route.ComponentProps) {
  return <AuthorPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  // An unknown author's head tags are the boundary's (app/features/shell/error-boundary.tsx).
  if (!loaded) return [];
  const { author } = loaded;
  return routeMeta(args, {
    title: `${author.displayName} · Wanderlust`,
    shareTitle: author.displayName,
    description: `${author.jobName}. ${author.desc}`.slice(0, 300),
    // The href the database gives (`/author/Daniel`), whatever case the URL had.
    path: author.href,
    query: QUERY.author,
    type: "profile",
    image: author.bgImage || author.avatar,
    jsonLd: (siteUrl) => [profileJsonLd(author, siteUrl)],
  });
};
