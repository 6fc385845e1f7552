import { ChatBubbleLeftRightIcon } from "#app/components/ui/icons/outline.tsx";
import { useArticle } from "#app/features/article/article-context.tsx";

/** Where the comment buttons lead: the response count and a way to write to the author. */
export function ArticleComments({ className = "" }: { className?: string }) {
  const { post } = useArticle();
  const count = post.commentCount;
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
          Responses ({count.toLocaleString("en-US")})
        </h2>
      </div>
      <p className="mt-4 text-neutral-600 dark:text-neutral-300">
        Readers have shared {count.toLocaleString("en-US")} {count === 1 ? "response" : "responses"}{" "}
        to this story. Have a question or a tip of your own?{" "}
        <a
          href={`mailto:${post.author.email}?subject=${encodeURIComponent(post.title)}`}
          className="font-medium text-primary-600 underline-offset-2 hover:underline dark:text-primary-300"
        >
          Write to {post.author.firstName}
        </a>
        .
      </p>
    </section>
  );
}
