import {
  type ArchiveSource,
  parseArchivePath,
  taxonomyArchivePath,
} from "#app/lib/archive-path.ts";
import { notFound } from "#app/lib/error-page.ts";
import type { QuerySpec } from "#app/lib/query-params.ts";
import { redirectToCanonicalPage } from "#app/lib/shown-page.server.ts";
import type { Taxonomy } from "#app/lib/types.ts";
import type { PostFilter } from "#app/models/posts.server.ts";
import { findTaxonomy } from "#app/models/taxonomies.server.ts";

export interface ResolvedArchive {
  source: ArchiveSource;
  filter: PostFilter;
  /** The taxonomy of a taxonomy archive. */
  taxonomy: Taxonomy | null;
  /** What the archive holds, e.g. 'All stories', 'Hotel Reviews', 'Category · Beach'. */
  label: string;
  image: string;
}

/**
 * The posts an archive URL shows; an unknown shape or taxonomy is a 404 (the page's error
 * boundary shows the 404 page). A taxonomy asked under another path than its href's (a wrong
 * slug, none, extra segments) answers 301 to it, with the `query` the page reads: one URL per
 * page (docs/decisions/005-canonical-urls.md).
 */
export async function resolveArchive(
  request: Request,
  query: QuerySpec | undefined,
): Promise<ResolvedArchive> {
  const pathname = new URL(request.url).pathname;
  const source = parseArchivePath(pathname);
  if (!source) throw notFound("page");
  if (source.kind === "all") {
    return {
      source,
      filter: {},
      taxonomy: null,
      label: "All stories",
      image: "/media/scenes/lisbon-2.jpg",
    };
  }
  if (source.kind === "hotels") {
    return {
      source,
      filter: { section: "hotels" },
      taxonomy: null,
      label: "Hotel Reviews",
      image: "/media/scenes/maldives-2.jpg",
    };
  }
  const taxonomy = await findTaxonomy(source.taxonomyId);
  if (!taxonomy) throw notFound("page");
  redirectToCanonicalPage(request.url, query, taxonomyArchivePath(pathname, taxonomy.href));
  return {
    source,
    filter: { taxonomyId: taxonomy.id },
    taxonomy,
    label: `${taxonomy.taxonomy === "tag" ? "Tag" : "Category"} · ${taxonomy.name}`,
    image: taxonomy.thumbnail || "/media/scenes/lisbon-2.jpg",
  };
}
