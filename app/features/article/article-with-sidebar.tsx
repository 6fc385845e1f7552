import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/article-with-sidebar";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const ArticleWithSidebarPage = later(() =>
  import("#app/features/article/article-with-sidebar-page.tsx").then(
    (m) => m.ArticleWithSidebarPage,
  ),
);

/** Single layout 2: a wide picture, then the text beside a sticky sidebar (outline, numbers). */
export default function Single2({ loaderData }: Route.ComponentProps) {
  return <ArticleWithSidebarPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
