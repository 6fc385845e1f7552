import { DEFAULT_PAGE_SIZE, pageCount, parsePage } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { listPostsPage } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";

/** The home's data (/, /home-2 and /home-3): a page of latest posts, taxonomies, popular posts. */
export async function loadHome(request: Request) {
  const query = readQuery(request.url, QUERY.home);
  const showAll = query.show === "all";
  const requested = Math.max(1, Number.parseInt(query.page ?? "1", 10) || 1);
  const [latest, taxonomies, popular] = await Promise.all([
    listPostsPage({
      limit: showAll ? null : DEFAULT_PAGE_SIZE,
      offset: (requested - 1) * DEFAULT_PAGE_SIZE,
    }),
    listTaxonomies(),
    listPostsPage({ sort: "viewed", limit: 4 }),
  ]);
  const page = showAll ? 1 : parsePage(String(requested), latest.total, DEFAULT_PAGE_SIZE);
  const posts =
    page === requested || showAll
      ? latest.posts
      : (await listPostsPage({ limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE }))
          .posts;
  return {
    posts,
    page,
    pages: pageCount(latest.total, DEFAULT_PAGE_SIZE),
    showAll,
    taxonomies,
    popular: popular.posts,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
