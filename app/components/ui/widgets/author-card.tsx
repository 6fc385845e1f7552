import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { Author } from "#app/lib/types.ts";

/** An author as a card: their banner, avatar, name, role and article count. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <Link
      to={author.href}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-neutral-200/70 transition hover:-translate-y-0.5 hover:shadow-lg dark:bg-neutral-800 dark:ring-neutral-700"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-neutral-100 dark:bg-neutral-700">
        {author.bgImage && (
          <ResponsiveImage
            src={author.bgImage}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 500px) 50vw, 100vw"
            width={1200}
            height={800}
            loading="lazy"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
        )}
      </div>
      <div className="-mt-8 flex flex-1 flex-col items-center px-4 pb-5 text-center">
        <Avatar
          name={author.displayName}
          src={author.avatar}
          size="lg"
          className="ring-4 ring-white dark:ring-neutral-800"
        />
        <h3 className="mt-3 font-semibold text-base text-neutral-900 dark:text-neutral-100">
          {author.displayName}
        </h3>
        <p className="mt-1 line-clamp-1 text-neutral-500 text-xs dark:text-neutral-400">
          {author.jobName}
        </p>
        <p className="mt-3 rounded-full bg-neutral-100 px-3 py-1 font-medium text-neutral-700 text-xs dark:bg-neutral-700 dark:text-neutral-200">
          {author.count} {author.count === 1 ? "Article" : "Articles"}
        </p>
      </div>
    </Link>
  );
}
