import {
  isRouteErrorResponse,
  type MetaDescriptor,
  type ShouldRevalidateFunction,
} from "react-router";
import { articleErrorMeta } from "#app/lib/seo.ts";

/** The `meta` of every article layout: the loader's SEO tags, or the error's title. */
export function articleRouteMeta(args: {
  data: { meta: MetaDescriptor[] } | undefined;
  error?: unknown;
}): MetaDescriptor[] {
  if (args.data) return args.data.meta;
  return articleErrorMeta(isRouteErrorResponse(args.error) ? args.error.status : 500);
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
