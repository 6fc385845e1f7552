import { ListBulletIcon } from "#app/components/ui/icons/outline.tsx";
import { articleOutline } from "#app/lib/article-outline.ts";
import { useArticle } from "./article-context.tsx";

/** 'In this article': links to the body's section headings. */
export function ArticleOutlineNav({ className = "" }: { className?: string }) {
  const { post } = useArticle();
  const outline = articleOutline(post);
  if (outline.length === 0) return null;
  return (
    <nav aria-labelledby="outline-title" className={className}>
      <h2
        id="outline-title"
        className="flex items-center gap-2 font-semibold text-neutral-900 text-sm dark:text-neutral-100"
      >
        <ListBulletIcon
          className="h-5 w-5 text-neutral-500 dark:text-neutral-400"
          aria-hidden="true"
        />
        In this article
      </h2>
      <ol className="mt-4 space-y-1 border-neutral-200 border-l dark:border-neutral-700">
        {outline.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-px block border-transparent border-l-2 py-1.5 pl-4 text-neutral-600 text-sm leading-snug transition hover:border-primary-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-neutral-100"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A collapsed 'In this article' for narrow screens. */
export function ArticleOutlineDisclosure({ className = "" }: { className?: string }) {
  const { post } = useArticle();
  const outline = articleOutline(post);
  if (outline.length === 0) return null;
  return (
    <details className={`group rounded-2xl bg-neutral-50 p-4 dark:bg-neutral-800/60 ${className}`}>
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-neutral-900 text-sm dark:text-neutral-100">
        <span className="flex items-center gap-2">
          <ListBulletIcon
            className="h-5 w-5 text-neutral-500 dark:text-neutral-400"
            aria-hidden="true"
          />
          In this article
        </span>
        <span aria-hidden="true" className="text-neutral-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ol className="mt-3 space-y-1">
        {outline.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-lg px-2 py-1.5 text-neutral-600 text-sm hover:bg-white dark:text-neutral-300 dark:hover:bg-neutral-700"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}
