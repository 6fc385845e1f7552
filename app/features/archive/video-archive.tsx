import { later } from "#app/components/ui/later.tsx";
import type { ListSort } from "#app/lib/enums.ts";
import { parseSort } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { loadListPage } from "#app/services/list-page.server.ts";
import type { Route } from "./+types/video-archive";
import { resolveArchive } from "./archive-data.server.ts";
import { collectionJsonLd } from "./archive-json-ld.ts";
import { VIDEO_PAGE_SIZE } from "./video-archive-options.ts";

function parseVideoSort(value: string | null): ListSort {
  return value === "curated" ? "curated" : parseSort(value);
}

/**
 * The video archive (/archive-2/...): the video posts of the same sources as /archive, sorted,
 * paged (`?page=`) and 'Show me more' (`?all=1`) through the URL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request.url, QUERY.videoArchive);
  const archive = await resolveArchive(request, QUERY.videoArchive);
  const filter = { ...archive.filter, postType: "video" as const };
  const sort = parseVideoSort(query.sort);
  const all = query.all === "1";
  const [{ total, posts, page, pages }, taxonomies, authors] = await Promise.all([
    loadListPage({ filter, sort, page: query.page, pageSize: VIDEO_PAGE_SIZE, all }),
    listTaxonomies(),
    listAuthors(),
  ]);
  redirectToShown(request.url, QUERY.videoArchive, { page: String(page) });
  return {
    label: archive.label,
    active: archive.taxonomy,
    total,
    posts,
    sort,
    page,
    pages,
    all,
    taxonomies,
    authors,
  };
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.videoArchive };

const VideoArchivePage = later(() =>
  import("./video-archive-page.tsx").then((m) => m.VideoArchivePage),
);

export default function VideoArchive({ loaderData }: Route.ComponentProps) {
  return <VideoArchivePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  // An unknown archive is the 404 page, whose head tags are the boundary's (app/features/shell/error-boundary.tsx).
  if (!loaded) return [];
  const title = `${loaded?.active ? `${loaded.active.name} · ` : ""}Videos · Wanderlust`;
  const description =
    `${loaded?.total ?? ""} family travel videos from Wanderlust: short films from the road, hotel pools rated by our junior reviewer, and more.`.trim();
  return routeMeta(args, {
    title,
    description,
    query: QUERY.videoArchive,
    image: loaded?.posts[0]?.featuredImage,
    jsonLd: collectionJsonLd(title, description, loaded?.posts),
  });
};
