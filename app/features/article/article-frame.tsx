import { type ReactNode, useEffect, useState } from "react";
import { ArticleBody } from "#app/features/article/article-body.tsx";
import { ArticleComments } from "#app/features/article/article-comments.tsx";
import { ArticleProvider } from "#app/features/article/article-context.tsx";
import { ArticleGallery } from "#app/features/article/article-gallery.tsx";
import { usePendingArticle } from "#app/features/article/article-pending.tsx";
import { ArticleTags } from "#app/features/article/article-tags.tsx";
import { AuthorBox } from "#app/features/article/author-box.tsx";
import { FloatingBar } from "#app/features/article/floating-bar.tsx";
import { MorePosts } from "#app/features/article/more-posts.tsx";
import { PhotoTourHost } from "#app/features/article/photo-tour-host.tsx";
import { TripGlance } from "#app/features/article/trip-glance.tsx";
import type { Post, TeaserPost } from "#app/lib/types.ts";

export interface ArticleFrameProps {
  post: Post;
  related: TeaserPost[];
  moreFromAuthor: TeaserPost[];
  children: ReactNode;
}

/**
 * What every article layout shares around its own header and body: the article state, the
 * 'Loading article...' notice, related posts, the floating bar and the photo tour.
 */
export function ArticleFrame({ post, related, moreFromAuthor, children }: ArticleFrameProps) {
  return (
    <ArticleProvider post={post} related={related} moreFromAuthor={moreFromAuthor}>
      <ArticleMain>{children}</ArticleMain>
      <FloatingBar />
      <PhotoTourHost />
    </ArticleProvider>
  );
}

function ArticleMain({ children }: { children: ReactNode }) {
  const pending = usePendingArticle();
  // Marks the page interactive (tests wait for it before clicking).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <main
      aria-busy={pending}
      data-hydrated={hydrated || undefined}
      className={`pb-4 transition-opacity has-[>[data-meets-footer]]:pb-0 duration-300 ${pending ? "opacity-50" : ""}`}
    >
      {children}
      <MorePosts />
    </main>
  );
}

/**
 * The parts after the body in most layouts: category tags, the photo gallery, 'WRITTEN BY' and
 * the responses block.
 */
export function ArticleAfterBody({
  gallery = true,
  className = "",
}: {
  gallery?: boolean;
  className?: string;
}) {
  return (
    <div className={`space-y-12 ${className}`}>
      <ArticleTags />
      {gallery && <ArticleGallery />}
      <AuthorBox />
      <ArticleComments />
    </div>
  );
}

/** Below a full-width header (the full-screen and video layouts): trip facts, text, what follows. */
export function ArticleColumn() {
  return (
    <div className="mx-auto mt-12 max-w-3xl px-4 sm:mt-16 sm:px-6">
      <TripGlance className="mx-auto mb-12" />
      <ArticleBody className="mx-auto" />
      <ArticleAfterBody className="mt-14" />
    </div>
  );
}
