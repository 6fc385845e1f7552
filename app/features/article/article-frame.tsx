import { type ReactNode, useEffect, useState } from "react";
import type { CommentsPage, Post, TeaserPost } from "#app/lib/types.ts";
import { ArticleBody } from "./article-body.tsx";
import { ArticleComments } from "./article-comments.tsx";
import { ArticleProvider } from "./article-context.tsx";
import { ArticleGallery } from "./article-gallery.tsx";
import { usePendingArticle } from "./article-pending.public.tsx";
import { ArticleTags } from "./article-tags.tsx";
import { AuthorBox } from "./author-box.tsx";
import { FloatingBar } from "./floating-bar.tsx";
import { MorePosts } from "./more-posts.tsx";
import { PhotoTourHost } from "./photo-tour-host.tsx";
import { TripGlance } from "./trip-glance.tsx";

export interface ArticleFrameProps {
  post: Post;
  related: TeaserPost[];
  moreFromAuthor: TeaserPost[];
  comments: (CommentsPage & { stamp: string; received: boolean }) | null;
  children: ReactNode;
}

/**
 * What every article layout shares around its own header and body: the article state, the
 * 'Loading article...' notice, related posts, the floating bar and the photo tour.
 */
export function ArticleFrame({
  post,
  related,
  moreFromAuthor,
  comments,
  children,
}: ArticleFrameProps) {
  return (
    <ArticleProvider
      post={post}
      related={related}
      moreFromAuthor={moreFromAuthor}
      comments={comments}
    >
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
 * the readers' questions and tips.
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
