import { Link } from "react-router";
import type { TaxonomyColor } from "#app/lib/enums.ts";
import type { CardTaxonomy } from "#app/lib/types.ts";

/** The pill's light colours: the page's light theme, and any photo (dark or light theme). */
const LIGHT: Record<TaxonomyColor, string> = {
  pink: "bg-pink-100 text-pink-800 hover:bg-pink-200",
  red: "bg-red-100 text-red-800 hover:bg-red-200",
  gray: "bg-neutral-200 text-neutral-800 hover:bg-neutral-300",
  green: "bg-green-100 text-green-800 hover:bg-green-200",
  purple: "bg-purple-100 text-purple-800 hover:bg-purple-200",
  indigo: "bg-indigo-100 text-indigo-800 hover:bg-indigo-200",
  yellow: "bg-yellow-100 text-yellow-800 hover:bg-yellow-200",
  blue: "bg-sky-100 text-sky-800 hover:bg-sky-200",
};

/** The dark theme's translucent pills: readable on the dark page, not on a bright photo. */
const DARK: Record<TaxonomyColor, string> = {
  pink: "dark:bg-pink-500/20 dark:text-pink-200",
  red: "dark:bg-red-500/20 dark:text-red-200",
  gray: "dark:bg-neutral-500/25 dark:text-neutral-200",
  green: "dark:bg-green-500/20 dark:text-green-200",
  purple: "dark:bg-purple-500/20 dark:text-purple-200",
  indigo: "dark:bg-indigo-500/20 dark:text-indigo-200",
  yellow: "dark:bg-yellow-500/20 dark:text-yellow-200",
  blue: "dark:bg-sky-500/20 dark:text-sky-200",
};

/**
 * A category or tag pill, coloured by the taxonomy's colour, linking to its archive. `onImage`:
 * it sits on a photo, so it keeps its opaque light colours in the dark theme too (the dark
 * theme's translucent pill let a bright photo through: 2.6:1).
 */
export function CategoryBadge({
  taxonomy,
  onImage = false,
}: {
  taxonomy: CardTaxonomy;
  onImage?: boolean;
}) {
  return (
    <Link
      to={taxonomy.href}
      className={`chip ${LIGHT[taxonomy.color]}${onImage ? "" : ` ${DARK[taxonomy.color]}`}`}
    >
      {taxonomy.name}
    </Link>
  );
}
