import { later } from "#app/components/ui/later.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/photo-gallery-article";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticle(request, context);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

const PhotoGalleryArticlePage = later(() =>
  import("#app/features/article/photo-gallery-article-page.tsx").then(
    (m) => m.PhotoGalleryArticlePage,
  ),
);

/** The gallery single: the photos first (a mosaic opening the photo tour), then the story. */
export default function SingleGallery({ loaderData }: Route.ComponentProps) {
  return <PhotoGalleryArticlePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
