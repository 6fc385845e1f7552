import { data } from "react-router";
import { ErrorPage } from "#app/features/shell/error-page.tsx";
import { errorMeta, notFoundView } from "#app/lib/error-page.ts";
import type { Route } from "./+types/not-found";

/** Any unmatched path: the 404 page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage view={notFoundView("page")} />;
}

export const meta: Route.MetaFunction = () => errorMeta(notFoundView("page"));
