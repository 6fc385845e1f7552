import { Avatar } from "#app/components/ui/avatar.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { ArticleComment, CommentReply } from "#app/lib/types.ts";
import { paragraphsOf } from "./comment-rules.ts";

/** The text as plain paragraphs: React writes it as text, so a link stays text, never an anchor. */
function CommentText({ body }: { body: string }) {
  return (
    <div className="mt-2 space-y-3 whitespace-pre-line break-words text-neutral-700 dark:text-neutral-300">
      {paragraphsOf(body).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-neutral-500 text-sm dark:text-neutral-400">
      {formatDate(at.slice(0, 10))}
    </time>
  );
}

function Reply({ reply }: { reply: CommentReply }) {
  const name = reply.author?.displayName ?? reply.name;
  return (
    <li className="border-primary-200 border-l-2 pl-4 dark:border-primary-500/40">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar name={name} src={reply.author?.avatar || undefined} size="sm" />
        <span className="font-semibold text-neutral-900 dark:text-neutral-100">{name}</span>
        <span className="rounded-full bg-primary-50 px-2 py-0.5 font-medium text-primary-700 text-xs dark:bg-primary-500/15 dark:text-primary-200">
          Author
        </span>
        <When at={reply.createdAt} />
      </div>
      <CommentText body={reply.body} />
    </li>
  );
}

/** The approved comments of this page, oldest first, each with the owners' replies beneath. */
export function CommentList({ comments }: { comments: ArticleComment[] }) {
  return (
    <ol className="mt-6 space-y-6">
      {comments.map((comment) => (
        <li
          key={comment.id}
          id={`comment-${comment.id}`}
          className="border-neutral-200 border-t pt-6 first:border-t-0 first:pt-0 dark:border-neutral-700"
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-semibold text-neutral-900 dark:text-neutral-100">
              {comment.name}
            </span>
            <When at={comment.createdAt} />
          </div>
          <CommentText body={comment.body} />
          {comment.replies.length > 0 && (
            <ol className="mt-4 space-y-4">
              {comment.replies.map((reply) => (
                <Reply key={reply.id} reply={reply} />
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
