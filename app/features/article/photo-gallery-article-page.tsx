import type { Route } from "./+types/photo-gallery-article";
import { ArticleBody } from "./article-body.tsx";
import { ArticleAfterBody, ArticleFrame } from "./article-frame.tsx";
import { ArticleGallery } from "./article-gallery.tsx";
import { ArticleHeading } from "./article-heading.tsx";
import { TripGlance } from "./trip-glance.tsx";

/** The gallery single: the photos first (a mosaic opening the photo tour), then the story. */
export function PhotoGalleryArticlePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
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
