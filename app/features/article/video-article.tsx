import { later } from "#app/components/ui/later.tsx";
import { commentAction } from "#app/features/comments/comments.public.server.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/video-article";
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

const VideoArticlePage = later(() =>
  import("./video-article-page.tsx").then((m) => m.VideoArticlePage),
);

/** The video single: the film first, on a dark stage, then the story. */
export default function SingleVideo({ loaderData }: Route.ComponentProps) {
  return <VideoArticlePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
