import { BookmarkButton } from "#app/components/ui/bookmark-button.tsx";
import { Count } from "#app/components/ui/count.tsx";
import { ChatBubbleLeftRightIcon, HeartIcon } from "#app/components/ui/icons/outline.tsx";
import { HeartIcon as HeartSolid } from "#app/components/ui/icons/solid.tsx";
import { MoreActionsMenu } from "#app/components/ui/post-actions/more-actions-menu.tsx";
import { ShareMenu } from "#app/components/ui/post-actions/share-menu.tsx";
import { useArticle } from "./article-context.tsx";

const PILL =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 font-medium text-sm transition";
const NEUTRAL_PILL = `${PILL} bg-neutral-100 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700`;
const GLASS_PILL = `${PILL} bg-white/15 text-white backdrop-blur hover:bg-white/25`;
const GLASS_ROUND =
  "inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition hover:bg-white/25 data-[open]:bg-white/25";

const GLASS_BOOKMARK =
  "h-9 w-9 bg-white/15 text-white backdrop-blur hover:bg-white/25 dark:bg-white/15";

/** The like toggle of an article: heart and abbreviated count, shared by header and bar. */
export function ArticleLikeButton({
  glass = false,
  compact = false,
}: {
  glass?: boolean;
  compact?: boolean;
}) {
  const { like } = useArticle();
  const Icon = like.liked ? HeartSolid : HeartIcon;
  const tone = like.liked
    ? "bg-rose-50 text-rose-600 hover:bg-rose-100 dark:bg-rose-500/15 dark:text-rose-300"
    : glass
      ? "bg-white/15 text-white backdrop-blur hover:bg-white/25"
      : "bg-neutral-100 text-neutral-700 hover:bg-rose-50 hover:text-rose-600 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-rose-500/15 dark:hover:text-rose-300";
  return (
    <button
      type="button"
      aria-pressed={like.liked}
      title={like.liked ? "Unlike" : "Like"}
      onClick={like.toggle}
      data-testid="article-like"
      className={`${PILL} ${compact ? "px-2.5" : ""} ${tone}`}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      <Count value={like.count} data-testid="article-like-count" />
      <span className="sr-only">likes</span>
    </button>
  );
}

/** The comment count, linking to the questions and tips under the article. */
export function ArticleCommentLink({
  glass = false,
  compact = false,
}: {
  glass?: boolean;
  compact?: boolean;
}) {
  const { post } = useArticle();
  return (
    <a
      href="#comments"
      title="Comments"
      className={`${glass ? GLASS_PILL : NEUTRAL_PILL} ${compact ? "px-2.5" : ""}`}
    >
      <ChatBubbleLeftRightIcon className="h-5 w-5" aria-hidden="true" />
      <Count value={post.commentCount} />
      <span className="sr-only">comments</span>
    </a>
  );
}

/** Like, comment, share and more actions: the header's action row. */
export function ArticleActions({
  glass = false,
  className = "",
}: {
  glass?: boolean;
  className?: string;
}) {
  const { post, setAuthorHidden } = useArticle();
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <ArticleLikeButton glass={glass} />
      <ArticleCommentLink glass={glass} />
      <span
        className="mx-1 h-6 border-neutral-200 border-l dark:border-neutral-700"
        aria-hidden="true"
      />
      <ShareMenu
        url={post.href}
        title={post.title}
        label="Share this article"
        buttonClassName={glass ? GLASS_ROUND : undefined}
      />
      <BookmarkButton
        article={{ href: post.href, title: post.title, postType: post.postType }}
        className={glass ? GLASS_BOOKMARK : "h-9 w-9"}
      />
      <MoreActionsMenu
        url={post.href}
        subject={post.title}
        reportLabel="Report this article"
        hideLabel="Hide this author"
        onHide={() => setAuthorHidden(true)}
        buttonClassName={glass ? GLASS_ROUND : undefined}
      />
    </div>
  );
}
