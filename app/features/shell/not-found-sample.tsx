import { ErrorPage } from "#app/features/shell/error-page.tsx";
import { errorMeta, notFoundView } from "#app/lib/error-page.ts";
import type { Route } from "./+types/not-found-sample";

export default function Page404() {
  return <ErrorPage view={notFoundView("page")} />;
}

export const meta: Route.MetaFunction = () => errorMeta(notFoundView("page"));
