import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/podcast-episode";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const PodcastEpisodePage = later(() =>
  import("#app/features/article/podcast-episode-page.tsx").then((m) => m.PodcastEpisodePage),
);

/** The podcast single: cover art, the episode's play button (the shared player), show notes. */
export default function SingleAudio({ loaderData }: Route.ComponentProps) {
  return <PodcastEpisodePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
