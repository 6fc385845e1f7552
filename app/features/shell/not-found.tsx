import { data } from "react-router";
import { errorMeta, notFoundView } from "#app/lib/error-page.ts";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "./error-page-pieces.ts";

/** Any unmatched path: the 404 page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

/** One object for every render: a piece re-renders only when its props change. */
const PAGE_NOT_FOUND = notFoundView("page");

export default function NotFound() {
  return <ErrorPage view={PAGE_NOT_FOUND} />;
}

export const meta: Route.MetaFunction = () => errorMeta(notFoundView("page"));
