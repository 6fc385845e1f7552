import type { ReactNode } from "react";
import { Link } from "react-router";

/** A sidebar box with a heading and a 'View all' link. */
export function Widget({
  title,
  viewAllHref,
  children,
}: {
  title: string;
  viewAllHref: string;
  children: ReactNode;
}) {
  return (
    <section
      className="overflow-hidden rounded-3xl bg-neutral-100/70 dark:bg-neutral-800/60"
      aria-label={title}
    >
      <div className="flex items-center justify-between border-neutral-200 border-b px-5 py-4 dark:border-neutral-700">
        <h2 className="font-semibold text-lg text-neutral-900 dark:text-neutral-100">{title}</h2>
        <Link
          to={viewAllHref}
          className="font-medium text-primary-700 text-sm hover:underline dark:text-primary-300"
        >
          View all
        </Link>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}
