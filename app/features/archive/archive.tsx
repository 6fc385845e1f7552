import type { MetaDescriptor } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { taxonomyFeedPath, taxonomyFeedTitle } from "#app/features/feeds/feed-links.public.ts";
import { DEFAULT_PAGE_SIZE, parseSort } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { loadListPage } from "#app/services/list-page.server.ts";
import type { Route } from "./+types/archive";
import { resolveArchive } from "./archive-data.server.ts";
import { collectionJsonLd } from "./archive-json-ld.ts";

/**
 * The archive (docs/spec.md#archive): /archive/summary, /archive/reviews/hotels/summary and any
 * /archive path with a taxonomy id. Sort (`?sort=`), page (`?page=`) and 'Show me more'
 * (`?all=1`) live in the URL and are applied here, in SQL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request.url, QUERY.archive);
  const archive = await resolveArchive(request, QUERY.archive);
  const sort = parseSort(query.sort);
  const all = query.all === "1";
  const [{ total, posts, page, pages }, taxonomies, authors] = await Promise.all([
    loadListPage({
      filter: archive.filter,
      sort,
      page: query.page,
      pageSize: DEFAULT_PAGE_SIZE,
      all,
    }),
    listTaxonomies(),
    listAuthors(),
  ]);
  redirectToShown(request.url, QUERY.archive, { page: String(page) });
  return {
    label: archive.label,
    image: archive.image,
    taxonomyName: archive.taxonomy?.name ?? null,
    feed: archive.taxonomy
      ? {
          title: taxonomyFeedTitle(archive.taxonomy.name),
          href: taxonomyFeedPath(archive.taxonomy.id),
        }
      : null,
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
export const handle = { query: QUERY.archive };

const ArchivePage = later(() => import("./archive-page.tsx").then((m) => m.ArchivePage));

export default function Archive({ loaderData }: Route.ComponentProps) {
  return <ArchivePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  // An unknown archive is the 404 page, whose head tags are the boundary's (app/features/shell/error-boundary.tsx).
  if (!loaded) return [];
  const subject = loaded?.taxonomyName ? `${loaded.taxonomyName} · ` : "";
  const title = `${subject}Travel Blog · Wanderlust`;
  const description = loaded
    ? `${loaded.total} articles${loaded.taxonomyName ? ` about ${loaded.taxonomyName}` : ""} from the Wanderlust family travel blog: stories, hotel reviews, videos and podcasts.`
    : "The Wanderlust family travel blog archive.";
  // Its category or tag feed, for feed readers (root.tsx's links name the site-wide ones; a
  // route's `links` cannot read its data, so this one is a meta link).
  const feed: MetaDescriptor[] = loaded.feed
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: loaded.feed.title,
          href: loaded.feed.href,
        },
      ]
    : [];
  return [
    ...routeMeta(args, {
      title,
      description,
      query: QUERY.archive,
      image: loaded?.image || loaded?.posts[0]?.featuredImage,
      jsonLd: collectionJsonLd(title, description, loaded?.posts),
    }),
    ...feed,
  ];
};
