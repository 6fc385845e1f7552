import type { MetaDescriptor, ShouldRevalidateFunction } from "react-router";
import { knownSearchParams, QUERY } from "#app/lib/query-params.ts";

/**
 * The `meta` of every article layout: the loader's SEO tags. An error's head tags (the unknown
 * post's 'Article not found') are the boundary's: app/features/shell/error-boundary.tsx.
 */
export function articleRouteMeta(data: { meta: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return data?.meta ?? [];
}

/** The page of readers' comments a URL shows (`?comments=`; null: the first). */
function commentsPageOf(url: URL): string | null {
  return knownSearchParams(url.search, QUERY.article).get("comments");
}

/**
 * Query-only changes on the same path (the photo tour's modal and photoId) need no new data:
 * the article stays, so its loader does not run again; but another page of readers' comments
 * (`?comments=`) does. A comment sent with JavaScript (a fetcher's POST) changes nothing shown
 * until the owners approve it: the page stays, the form shows the result.
 */
export const articleShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod?.toUpperCase() === "POST" && currentUrl.href === nextUrl.href) return false;
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    commentsPageOf(currentUrl) === commentsPageOf(nextUrl)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
};
