import { Link } from "react-router";
import type { Taxonomy, TaxonomyColor } from "#app/lib/types.ts";

const COLORS: Record<TaxonomyColor, string> = {
  pink: "bg-pink-100 text-pink-800 hover:bg-pink-200 dark:bg-pink-500/20 dark:text-pink-200",
  red: "bg-red-100 text-red-800 hover:bg-red-200 dark:bg-red-500/20 dark:text-red-200",
  gray: "bg-neutral-200 text-neutral-800 hover:bg-neutral-300 dark:bg-neutral-500/25 dark:text-neutral-200",
  green: "bg-green-100 text-green-800 hover:bg-green-200 dark:bg-green-500/20 dark:text-green-200",
  purple:
    "bg-purple-100 text-purple-800 hover:bg-purple-200 dark:bg-purple-500/20 dark:text-purple-200",
  indigo:
    "bg-indigo-100 text-indigo-800 hover:bg-indigo-200 dark:bg-indigo-500/20 dark:text-indigo-200",
  yellow:
    "bg-yellow-100 text-yellow-800 hover:bg-yellow-200 dark:bg-yellow-500/20 dark:text-yellow-200",
  blue: "bg-sky-100 text-sky-800 hover:bg-sky-200 dark:bg-sky-500/20 dark:text-sky-200",
};

/** A category or tag pill, coloured by the taxonomy's colour, linking to its archive. */
export function CategoryBadge({ taxonomy }: { taxonomy: Taxonomy }) {
  return (
    <Link
      to={taxonomy.href}
      className={`relative z-10 inline-flex rounded-full px-2.5 py-1 font-medium text-xs transition ${COLORS[taxonomy.color]}`}
    >
      {taxonomy.name}
    </Link>
  );
}
