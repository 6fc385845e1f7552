import { ArticleActions } from "#app/components/article/article-actions.tsx";
import { ArticleBody } from "#app/components/article/article-body.tsx";
import { ArticleAfterBody, ArticleFrame } from "#app/components/article/article-frame.tsx";
import { ArticleGallery } from "#app/components/article/article-gallery.tsx";
import { ArticleCategories } from "#app/components/article/article-tags.tsx";
import { AuthorMeta } from "#app/components/article/author-meta.tsx";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/single-gallery";
import { loadArticle } from "./article-data.server.ts";
import { articleRouteMeta, articleShouldRevalidate } from "./article-route.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadArticle(request);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.article };

/** The gallery single: the photos first (a mosaic opening the photo tour), then the story. */
export default function SingleGallery({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 sm:pt-10 lg:px-8">
          <ArticleGallery minPhotos={1} tall eager title={null} />
        </div>
        <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
          <ArticleCategories />
          <h1 className="mt-5 font-semibold text-3xl text-neutral-900 leading-tight tracking-tight sm:text-4xl lg:text-5xl lg:leading-[1.15] dark:text-neutral-100">
            {post.title}
          </h1>
          <p className="mt-5 text-lg text-neutral-500 leading-relaxed dark:text-neutral-400">
            {post.desc}
          </p>
          <div className="mt-8 flex flex-col gap-5 border-neutral-200 border-t pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-700/70">
            <AuthorMeta post={post} size="lg" />
            <ArticleActions />
          </div>
        </header>
        <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
          <ArticleBody className="mx-auto" />
          <ArticleAfterBody gallery={false} className="mt-14" />
        </div>
      </article>
    </ArticleFrame>
  );
}

export const meta: Route.MetaFunction = ({ data }) => articleRouteMeta(data);

export const shouldRevalidate = articleShouldRevalidate;
