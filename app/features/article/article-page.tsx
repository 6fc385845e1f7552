import type { Route } from "./+types/article";
import { ArticleBody } from "./article-body.tsx";
import { ArticleComments } from "./article-comments.tsx";
import { ArticleFrame } from "./article-frame.tsx";
import { ArticleGallery } from "./article-gallery.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { ArticleTags } from "./article-tags.tsx";
import { AuthorBox } from "./author-box.tsx";
import { TripGlance } from "./trip-glance.tsx";

/** The standard single: every post href, /single/{slug} and the fixed sample paths. */
export function ArticlePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14 lg:pt-16">
          <ArticleHeading author={{ size: "lg" }} />
        </header>
        <div className="mx-auto mt-10 max-w-6xl px-4 sm:mt-12 sm:px-6 lg:px-8">
          <ArticleFeaturedImage
            sizes="(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
            className="aspect-[4/3] w-full rounded-3xl bg-neutral-100 object-cover sm:aspect-[16/9] dark:bg-neutral-800"
          />
        </div>
        <div className="mx-auto mt-12 max-w-3xl px-4 sm:mt-16 sm:px-6">
          <TripGlance className="mx-auto mb-12" />
          <ArticleBody className="mx-auto" />
          <ArticleTags className="mt-14" />
        </div>
        <div className="mx-auto mt-14 max-w-6xl px-4 sm:px-6 lg:px-8">
          <ArticleGallery />
        </div>
        <div className="mx-auto mt-14 max-w-3xl space-y-10 px-4 sm:px-6">
          <AuthorBox />
          <ArticleComments />
        </div>
      </article>
    </ArticleFrame>
  );
}
