import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/article-full-screen";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const ArticleFullScreenPage = later(() =>
  import("#app/features/article/article-full-screen-page.tsx").then((m) => m.ArticleFullScreenPage),
);

/** Single layout 3: the picture fills the screen, the title sits on it. */
export default function Single3({ loaderData }: Route.ComponentProps) {
  return <ArticleFullScreenPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
