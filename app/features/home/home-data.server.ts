import { moreTags, trendingTopics } from "#app/components/ui/widgets/topic-picks.ts";
import { toSmallCardPost } from "#app/lib/card-post.ts";
import { DEFAULT_PAGE_SIZE } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { loadListPage } from "#app/services/list-page.server.ts";
import type { HomeData } from "./home-page.tsx";

/**
 * The home's data (/, /home-2 and /home-3): a page of latest posts, the sidebar's tags and topics
 * (picked here: the whole list of taxonomies was a third of the page's loader data) and its
 * popular posts as small cards.
 */
export async function loadHome(request: Request): Promise<HomeData> {
  const query = readQuery(request.url, QUERY.home);
  const showAll = query.show === "all";
  const [latest, taxonomies, popular] = await Promise.all([
    loadListPage({ page: query.page, pageSize: DEFAULT_PAGE_SIZE, all: showAll }),
    listTaxonomies(),
    listPosts({ sort: "viewed", limit: 4 }),
  ]);
  redirectToShown(request.url, QUERY.home, { page: String(latest.page) });
  return {
    posts: latest.posts,
    page: latest.page,
    pages: latest.pages,
    showAll,
    tags: moreTags(taxonomies),
    topics: trendingTopics(taxonomies, 0),
    noTaxonomies: taxonomies.length === 0,
    popular: popular.map(toSmallCardPost),
  };
}
