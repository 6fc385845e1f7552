import type { Route } from "./+types/article-side-by-side";
import { ArticleBody } from "./article-body.tsx";
import { ArticleAfterBody, ArticleFrame } from "./article-frame.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { ArticleOutlineDisclosure, ArticleOutlineNav } from "./article-outline-nav.tsx";
import { TripGlance } from "./trip-glance.tsx";

/** Single layout 4: title and picture side by side, then the text with its outline alongside. */
export function ArticleSideBySidePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <header className="bg-neutral-50 dark:bg-neutral-800/40">
          <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
            <div>
              <ArticleHeading
                titleClassName="mt-5 font-semibold text-3xl text-neutral-900 leading-tight tracking-tight sm:text-4xl xl:text-5xl xl:leading-[1.15] dark:text-neutral-100"
                metaClassName="mt-8 flex flex-col gap-6"
                author={{ size: "lg" }}
              />
            </div>
            <div className="relative">
              <div
                aria-hidden="true"
                className="absolute -inset-3 -z-0 hidden rotate-2 rounded-[2rem] bg-primary-100 lg:block dark:bg-primary-500/15"
              />
              <ArticleFeaturedImage
                sizes="(min-width: 1280px) 576px, (min-width: 1024px) 50vw, 100vw"
                className="relative aspect-[4/3] w-full rounded-3xl bg-neutral-100 object-cover shadow-xl dark:bg-neutral-800"
              />
            </div>
          </div>
        </header>
        <div className="mx-auto mt-12 grid max-w-7xl gap-10 px-4 sm:mt-16 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 lg:px-8 xl:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="hidden lg:block">
            <ArticleOutlineNav className="sticky top-24" />
          </div>
          <div className="min-w-0">
            <TripGlance className="mb-10" />
            <ArticleOutlineDisclosure className="mb-10 lg:hidden" />
            <ArticleBody />
            <ArticleAfterBody className="mt-14 max-w-[70ch]" />
          </div>
        </div>
      </article>
    </ArticleFrame>
  );
}
