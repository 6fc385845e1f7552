import type { Route } from "./+types/article-full-screen";
import { ArticleColumn, ArticleFrame } from "./article-frame.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { ArticleCategories } from "./article-tags.tsx";

/** Single layout 3: the picture fills the screen, the title sits on it. */
export function ArticleFullScreenPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <header className="relative isolate overflow-hidden bg-neutral-800">
          <ArticleFeaturedImage
            sizes="(min-width: 1280px) 100vw, (min-width: 1024px) 1104px, (min-width: 640px) 960px, 816px"
            className="absolute inset-0 -z-10 h-full w-full object-cover"
            alt=""
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-t from-neutral-950/95 via-neutral-950/55 to-neutral-950/10"
          />
          <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-end px-4 pt-40 pb-10 sm:min-h-[40rem] sm:px-6 sm:pb-14 lg:min-h-[46rem] lg:px-8">
            <ArticleHeading
              textClassName="max-w-4xl"
              categories={<ArticleCategories onImage />}
              titleClassName="mt-5 font-semibold text-4xl text-white leading-tight tracking-tight drop-shadow-sm sm:text-5xl lg:text-6xl lg:leading-[1.1]"
              descClassName="mt-5 max-w-3xl text-lg text-white/90 leading-relaxed"
              metaClassName="mt-8 flex flex-col gap-5 border-white/20 border-t pt-6 sm:flex-row sm:items-center sm:justify-between"
              author={{ light: true, size: "lg" }}
              actions={{ glass: true }}
            />
          </div>
        </header>
        <ArticleColumn />
      </article>
    </ArticleFrame>
  );
}
