import { ArticleBody } from "#app/features/article/article-body.tsx";
import { loadArticle } from "#app/features/article/article-data.server.ts";
import { ArticleAfterBody, ArticleFrame } from "#app/features/article/article-frame.tsx";
import { ArticleGallery } from "#app/features/article/article-gallery.tsx";
import { ArticleHeading } from "#app/features/article/article-heading.tsx";
import { articleRouteMeta, articleShouldRevalidate } from "#app/features/article/article-route.ts";
import { TripGlance } from "#app/features/article/trip-glance.tsx";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/photo-gallery-article";

export async function loader({ request }: Route.LoaderArgs) {
  return loadArticle(request);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

/** The gallery single: the photos first (a mosaic opening the photo tour), then the story. */
export default function SingleGallery({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 sm:pt-10 lg:px-8">
          <ArticleGallery minPhotos={1} tall eager title={null} />
        </div>
        <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
          <ArticleHeading author={{ size: "lg" }} />
        </header>
        <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
          <TripGlance className="mx-auto mb-12" />
          <ArticleBody className="mx-auto" />
          <ArticleAfterBody gallery={false} className="mt-14" />
        </div>
      </article>
    </ArticleFrame>
  );
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
