/**
 * The icon sprite (app/components/ui/icons/icons.svg, written by scripts/icon-sprite.ts): every icon
 * the site draws as one `<symbol>` of one SVG file, which pages reference with
 * `<svg><use href="/assets/icons-<hash>.svg#id"/></svg>` instead of repeating each icon's path
 * data inline (68 icons were 32 KB of an article's HTML).
 */

/** The three heroicons sets the site draws, by the one-letter prefix of a symbol id. */
export const ICON_FAMILIES = {
  /** 24 x 24 outline: `fill="none" stroke="currentColor" stroke-width="1.5"` on each symbol. */
  o: "@heroicons/react/24/outline",
  /** 24 x 24 solid: `fill="currentColor"`. */
  s: "@heroicons/react/24/solid",
  /** 20 x 20 solid ("mini"): `fill="currentColor"`. */
  m: "@heroicons/react/20/solid",
} as const;

export type IconFamily = keyof typeof ICON_FAMILIES;

/** The drawing attributes of a heroicons <svg> that its symbol keeps (they inherit inward). */
const DRAWING_ATTRIBUTES = ["fill", "stroke", "stroke-width"] as const;

/**
 * A `<symbol>` with the id given, from an icon's own SVG markup: its viewBox, its drawing
 * attributes (fill, stroke, stroke-width: the set's, the same for every icon, so the page's
 * `<svg>` need not repeat them: 53 bytes an outline icon) and the elements inside it; nothing of
 * the outer <svg>'s other attributes. A class on the page's <svg> sets its size and colour
 * (currentColor); it cannot override fill or stroke, which no icon of the site does.
 */
export function symbolFromSvg(id: string, svg: string): string {
  const open = /^<svg\b([^>]*)>/.exec(svg.trim());
  if (!open || !svg.trim().endsWith("</svg>")) throw new Error(`${id}: not an <svg> element`);
  const viewBox = /\sviewBox="([^"]+)"/.exec(open[1]!)?.[1];
  if (!viewBox) throw new Error(`${id}: the <svg> has no viewBox`);
  const drawing = DRAWING_ATTRIBUTES.map((name) => {
    const value = new RegExp(`\\s${name}="([^"]+)"`).exec(open[1]!)?.[1];
    return value === undefined ? "" : ` ${name}="${value}"`;
  }).join("");
  const inner = svg.trim().slice(open[0].length, -"</svg>".length);
  return `<symbol id="${id}" viewBox="${viewBox}"${drawing}>${inner}</symbol>`;
}

/** The sprite file: the symbols sorted by id, one per line. */
export function spriteDocument(symbols: string[]): string {
  const sorted = [...symbols].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${sorted.join("\n")}\n</svg>\n`;
}

/**
 * The symbol ids a module draws with `<Icon name="o-ChevronLeft" />` or `icon("o-ChevronLeft")`
 * (heroicons' 24/outline `ChevronLeftIcon`), in source order: a `name` of a known set's prefix and
 * a PascalCase name.
 */
export function declaredIcons(source: string): string[] {
  return [...source.matchAll(/(?:\bname=|\bicon\()"([oms]-[A-Z][A-Za-z0-9]*)"/g)].map((m) => m[1]!);
}
