import {
  ChatBubbleLeftRightIcon,
  ClockIcon,
  EyeIcon,
  HeartIcon,
} from "#app/components/ui/icons/outline.tsx";
import { abbreviateCount } from "#app/lib/format.ts";
import { useArticle } from "./article-context.tsx";

/** The story in numbers: views, likes, comments and reading time. */
export function ArticleStats({ className = "" }: { className?: string }) {
  const { post, like } = useArticle();
  const stats = [
    { label: "Views", value: abbreviateCount(post.viewdCount), Icon: EyeIcon },
    { label: "Likes", value: abbreviateCount(like.count), Icon: HeartIcon },
    { label: "Comments", value: abbreviateCount(post.commentCount), Icon: ChatBubbleLeftRightIcon },
    { label: "Reading time", value: `${post.readingTime} min`, Icon: ClockIcon },
  ];
  return (
    <dl className={`grid grid-cols-2 gap-3 ${className}`}>
      {stats.map(({ label, value, Icon }) => (
        <div key={label} className="rounded-2xl bg-neutral-50 p-4 dark:bg-neutral-800/60">
          <dt className="flex items-center gap-1.5 text-neutral-500 text-xs dark:text-neutral-400">
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 font-semibold text-lg text-neutral-900 dark:text-neutral-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
