import type { MetaDescriptor, ShouldRevalidateFunction } from "react-router";

/**
 * The `meta` of every article layout: the loader's SEO tags. An error's head tags (the unknown
 * post's 'Article not found') are the boundary's: app/features/shell/error-boundary.tsx.
 */
export function articleRouteMeta(data: { meta: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return data?.meta ?? [];
}

/**
 * Query-only changes on the same path (the photo tour's modal and photoId) need no new data:
 * the article stays, so its loader does not run again.
 */
export const articleShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};
