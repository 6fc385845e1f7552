import { Link } from "react-router";
import { ChatBubbleLeftRightIcon, EyeIcon } from "#app/components/icons/outline.tsx";
import { abbreviateCount } from "#app/lib/format.ts";

/** The comment button of a card: links to / (docs/spec.md#home). */
export function CommentButton({ count }: { count: number }) {
  return (
    <Link
      to="/"
      title="Comments"
      className="relative z-10 inline-flex h-8 min-w-[4.25rem] items-center justify-center gap-1 rounded-full bg-neutral-50 px-3 text-xs font-medium text-neutral-700 transition hover:bg-teal-50 hover:text-teal-600 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-teal-500/15 dark:hover:text-teal-300"
    >
      <ChatBubbleLeftRightIcon className="h-[18px] w-[18px]" aria-hidden="true" />
      <span>{abbreviateCount(count)}</span>
      <span className="sr-only">comments</span>
    </Link>
  );
}

export function ViewCount({ count }: { count: number }) {
  return (
    <span className="inline-flex h-8 items-center gap-1 px-1 text-xs font-medium text-neutral-500 dark:text-neutral-400">
      <EyeIcon className="h-[18px] w-[18px]" aria-hidden="true" />
      <span>{abbreviateCount(count)}</span>
      <span className="sr-only">views</span>
    </span>
  );
}
