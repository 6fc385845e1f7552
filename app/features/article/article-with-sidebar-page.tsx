import { CONTAINER_SIZES } from "#app/components/ui/responsive-image.tsx";
import type { Route } from "./+types/article-with-sidebar";
import { ArticleBody } from "./article-body.tsx";
import { ArticleAfterBody, ArticleFrame } from "./article-frame.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { ArticleOutlineNav } from "./article-outline-nav.tsx";
import { ArticleStats } from "./article-stats.tsx";
import { TripGlance } from "./trip-glance.tsx";

/** Single layout 2: a wide picture, then the text beside a sticky sidebar (outline, numbers). */
export function ArticleWithSidebarPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ArticleFrame {...loaderData}>
      <article className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 sm:pt-14 lg:px-8">
        <header className="max-w-4xl">
          <ArticleHeading
            titleClassName="mt-5 font-semibold text-3xl text-neutral-900 leading-tight tracking-tight sm:text-4xl lg:text-[2.75rem] lg:leading-[1.15] dark:text-neutral-100"
            descClassName="mt-4 max-w-3xl text-lg text-neutral-500 leading-relaxed dark:text-neutral-400"
            metaClassName="mt-7 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between"
          />
        </header>
        <ArticleFeaturedImage
          sizes={CONTAINER_SIZES}
          className="mt-10 aspect-[4/3] w-full rounded-3xl bg-neutral-100 object-cover sm:aspect-[2/1] lg:aspect-[21/9] dark:bg-neutral-800"
        />
        <div className="mt-12 grid gap-12 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <ArticleBody />
            <ArticleAfterBody className="mt-14 max-w-[70ch]" />
          </div>
          <div className="order-first space-y-8 lg:order-none">
            <TripGlance />
            <div className="space-y-8 lg:sticky lg:top-24">
              <ArticleStats />
              <ArticleOutlineNav className="hidden lg:block" />
            </div>
          </div>
        </div>
      </article>
    </ArticleFrame>
  );
}
