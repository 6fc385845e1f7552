import { ChatBubbleLeftRightIcon } from "#app/components/ui/icons/outline.tsx";
import type { CommentsPage } from "#app/lib/types.ts";
import { CommentForm } from "./comment-form.tsx";
import { CommentList } from "./comment-list.tsx";

const LINK_CLASS =
  "font-medium text-primary-600 underline-offset-2 hover:underline dark:text-primary-300";

/**
 * "Questions and tips" under an article (issue 40): its approved comments, a page at a time, and
 * the form. `comments` is null where no comment can be written (a draft's preview). `count` is
 * the post's comment count (its imported starting figure and its approved comments).
 */
export function CommentsSection({
  comments,
  count,
  className = "",
}: {
  comments: (CommentsPage & { stamp: string; received: boolean }) | null;
  count: number;
  className?: string;
}) {
  return (
    <section
      id="comments"
      aria-labelledby="comments-title"
      className={`scroll-mt-24 rounded-3xl border border-neutral-200 p-6 sm:p-8 dark:border-neutral-700 ${className}`}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
          <ChatBubbleLeftRightIcon className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2
          id="comments-title"
          className="font-semibold text-lg text-neutral-900 dark:text-neutral-100"
        >
          {`Questions and tips (${count.toLocaleString("en-US")})`}
        </h2>
      </div>
      {comments && comments.comments.length > 0 ? (
        <CommentList comments={comments.comments} />
      ) : (
        <p className="mt-4 text-neutral-600 dark:text-neutral-300">
          Been there, or going? Ask the family a question or leave a tip for other readers.
        </p>
      )}
      {comments && comments.pages > 1 && (
        <nav aria-label="Pages of questions" className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {comments.page > 1 && (
            <a
              href={comments.page === 2 ? "?#comments" : `?comments=${comments.page - 1}#comments`}
              className={LINK_CLASS}
            >
              Earlier questions
            </a>
          )}
          {comments.page < comments.pages && (
            <a href={`?comments=${comments.page + 1}#comments`} className={LINK_CLASS}>
              More questions
            </a>
          )}
        </nav>
      )}
      {comments && <CommentForm stamp={comments.stamp} received={comments.received} />}
    </section>
  );
}
