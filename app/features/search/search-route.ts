import type { MetaDescriptor } from "react-router";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { type RouteMetaArgs, routeMeta } from "#app/lib/seo.ts";

/** The `meta` of both search pages (/search and /search-2): the term in the title. */
export function searchRouteMeta(
  args: RouteMetaArgs & { loaderData?: { term: string } },
): MetaDescriptor[] {
  const term = args.loaderData?.term;
  const title = term ? `${term} · Blog Search · Wanderlust` : "Blog Search · Wanderlust";
  const description =
    "Search every Wanderlust story, category and author: family travel, hotel reviews, videos and podcasts.";
  return routeMeta(args, {
    title,
    description,
    query: QUERY.search,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd("SearchResultsPage", { name: title, description, path }, siteUrl),
    ],
  });
}
