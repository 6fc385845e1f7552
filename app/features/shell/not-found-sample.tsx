import { errorMeta, notFoundView } from "#app/lib/error-page.ts";
import type { Route } from "./+types/not-found-sample";
import { ErrorPage } from "./error-page-pieces.ts";

/** One object for every render: a piece re-renders only when its props change. */
const PAGE_NOT_FOUND = notFoundView("page");

export default function Page404() {
  return <ErrorPage view={PAGE_NOT_FOUND} />;
}

export const meta: Route.MetaFunction = () => errorMeta(notFoundView("page"));
