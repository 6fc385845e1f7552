import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/article-editorial";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const ArticleEditorialPage = later(() =>
  import("#app/features/article/article-editorial-page.tsx").then((m) => m.ArticleEditorialPage),
);

/** Single layout 5: an editorial page, centred type, a panoramic picture, a drop cap. */
export default function Single5({ loaderData }: Route.ComponentProps) {
  return <ArticleEditorialPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
