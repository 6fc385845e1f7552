import { Link } from "react-router";
import type { TaxonomyColor } from "#app/lib/enums.ts";
import type { CardTaxonomy } from "#app/lib/types.ts";

/**
 * The pill's light colours, for a pill on a photo (dark or light theme). On the page a pill is
 * `chip-{colour}` (app/app.css): these colours in the light theme, and in the dark theme
 * translucent ones, readable on the dark page but not on a bright photo.
 */
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
      className={`chip ${onImage ? LIGHT[taxonomy.color] : `chip-${taxonomy.color}`}`}
    >
      {taxonomy.name}
    </Link>
  );
}
