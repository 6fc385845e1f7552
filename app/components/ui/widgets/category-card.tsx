import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { RankBadge } from "#app/components/ui/widgets/rank-badge.tsx";
import type { Taxonomy } from "#app/lib/types.ts";

/** A category as a picture card with its article count; the top three carry a rank badge. */
export function CategoryCard({
  taxonomy,
  rank,
  href = taxonomy.href,
}: {
  taxonomy: Taxonomy;
  /** 0-based position in a ranked list: 0..2 show '#1'..'#3'. */
  rank?: number;
  href?: string;
}) {
  return (
    <Link
      to={href}
      className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-neutral-200/70 transition hover:-translate-y-0.5 hover:shadow-lg dark:bg-neutral-800 dark:ring-neutral-700"
    >
      <div className="relative aspect-[5/4] overflow-hidden bg-neutral-100 dark:bg-neutral-700">
        {taxonomy.thumbnail ? (
          <ResponsiveImage
            src={taxonomy.thumbnail}
            alt=""
            sizes="(min-width: 1024px) 25vw, (min-width: 500px) 33vw, 50vw"
            width={1200}
            height={800}
            loading="lazy"
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : null}
        {rank !== undefined && <RankBadge index={rank} className="absolute top-3 left-3" />}
      </div>
      <div className="flex flex-1 flex-col items-center px-4 py-4 text-center">
        <h3 className="font-semibold text-base text-neutral-900 dark:text-neutral-100">
          {taxonomy.name}
        </h3>
        <p className="mt-1 text-neutral-500 text-sm dark:text-neutral-400">
          {taxonomy.count} {taxonomy.count === 1 ? "Article" : "Articles"}
        </p>
      </div>
    </Link>
  );
}
