import { later } from "#app/components/ui/later.tsx";
import { commentAction } from "#app/features/comments/comments.public.server.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/article-editorial";
import { loadArticle } from "./article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "./article-route.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** A reader's question or tip, posted by the form under the article (issue 40). */
export async function action(args: Route.ActionArgs) {
  return commentAction(args);
}

/** A comment refused by the per-client budget carries Retry-After. */
export const headers = passRetryAfter;

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const ArticleEditorialPage = later(() =>
  import("./article-editorial-page.tsx").then((m) => m.ArticleEditorialPage),
);

/** Single layout 5: an editorial page, centred type, a panoramic picture, a drop cap. */
export default function Single5({ loaderData }: Route.ComponentProps) {
  return <ArticleEditorialPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
