import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/article-side-by-side";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const ArticleSideBySidePage = later(() =>
  import("#app/features/article/article-side-by-side-page.tsx").then(
    (m) => m.ArticleSideBySidePage,
  ),
);

/** Single layout 4: title and picture side by side, then the text with its outline alongside. */
export default function Single4({ loaderData }: Route.ComponentProps) {
  return <ArticleSideBySidePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
