import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";
import type { Route } from "./+types/video-article";
import { ArticleColumn, ArticleFrame } from "./article-frame.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { ArticleVideoPlayer } from "./article-video-player.tsx";

/** The video single: the film first, on a dark stage, then the story. */
export function VideoArticlePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { post } = loaderData;
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <header className="bg-neutral-900 dark:bg-neutral-950">
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
            {post.videoUrl ? (
              <ArticleVideoPlayer
                src={post.videoUrl}
                poster={post.videoThumbnail || post.featuredImage}
                posterWidth={post.videoThumbnail ? MEDIA_WIDTHS.videoPoster : MEDIA_WIDTHS.photo}
                title={post.title}
              />
            ) : (
              <ArticleFeaturedImage
                sizes="(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
                className="aspect-video w-full rounded-2xl object-cover sm:rounded-3xl"
              />
            )}
            <ArticleHeading
              textClassName="mt-8 max-w-4xl sm:mt-10"
              titleClassName="mt-4 font-semibold text-3xl text-white leading-tight tracking-tight sm:text-4xl lg:text-5xl lg:leading-[1.15]"
              descClassName="mt-4 text-lg text-neutral-300 leading-relaxed"
              metaClassName="mt-8 flex flex-col gap-5 border-white/10 border-t pt-6 sm:flex-row sm:items-center sm:justify-between"
              author={{ light: true }}
              actions={{ glass: true }}
            />
          </div>
        </header>
        <ArticleColumn />
      </article>
    </ArticleFrame>
  );
}
