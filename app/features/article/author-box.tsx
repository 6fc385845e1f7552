import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { ArrowRightIcon } from "#app/components/ui/icons/mini.tsx";
import { useArticle } from "./article-context.tsx";

/** 'WRITTEN BY': the author's avatar, name, role, description and Read more. */
export function AuthorBox({ className = "" }: { className?: string }) {
  const { post } = useArticle();
  const { author } = post;
  return (
    <section
      aria-labelledby="written-by"
      className={`flex flex-col gap-5 rounded-3xl bg-neutral-50 p-6 sm:flex-row sm:items-start sm:gap-6 sm:p-8 dark:bg-neutral-800/60 ${className}`}
    >
      <Link to={author.href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={author.displayName} src={author.avatar} size="xl" />
      </Link>
      <div className="min-w-0">
        <p
          id="written-by"
          className="font-semibold text-neutral-500 text-xs tracking-[0.2em] dark:text-neutral-400"
        >
          WRITTEN BY
        </p>
        <h2 className="mt-2 font-semibold text-neutral-900 text-xl dark:text-neutral-100">
          <Link to={author.href} className="hover:text-primary-600 dark:hover:text-primary-300">
            {author.displayName}
          </Link>
        </h2>
        {author.jobName && (
          <p className="mt-0.5 text-neutral-500 text-sm dark:text-neutral-400">{author.jobName}</p>
        )}
        <p className="mt-3 text-neutral-600 leading-relaxed dark:text-neutral-300">{author.desc}</p>
        <Link
          to={author.href}
          className="mt-3.5 -mb-0.5 inline-flex items-center gap-1 py-0.5 font-medium text-primary-600 text-sm hover:underline dark:text-primary-300"
        >
          Read more
          <span className="sr-only"> about {author.displayName}</span>
          <ArrowRightIcon className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
