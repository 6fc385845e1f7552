import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/video-article";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const VideoArticlePage = later(() =>
  import("#app/features/article/video-article-page.tsx").then((m) => m.VideoArticlePage),
);

/** The video single: the film first, on a dark stage, then the story. */
export default function SingleVideo({ loaderData }: Route.ComponentProps) {
  return <VideoArticlePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
