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

/**
 * The social networks' marks (app/components/ui/social-icon.tsx), which no heroicons set has:
 * symbols `social-{network}` of the sprite too, drawn in the current colour (inline, their paths
 * were 1.5 KB of every page's footer).
 */
export const SOCIAL_MARKS = {
  facebook:
    "M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z",
  twitter:
    "M17.75 3h3.07l-6.71 7.67L22 21h-6.18l-4.84-6.33L5.44 21H2.37l7.18-8.2L2 3h6.34l4.37 5.78L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.09 14.47Z",
  instagram:
    "M12 2.2c3.2 0 3.58 0 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s0 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.65.07-4.85.07s-3.58 0-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.2 15.58 2.2 15.2 2.2 12s0-3.58.07-4.85C2.42 3.92 3.93 2.38 7.15 2.23 8.42 2.2 8.8 2.2 12 2.2Zm0 4.67a5.13 5.13 0 1 0 0 10.26 5.13 5.13 0 0 0 0-10.26Zm0 8.46a3.33 3.33 0 1 1 0-6.66 3.33 3.33 0 0 1 0 6.66Zm5.34-9.87a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z",
  youtube:
    "M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31.4 31.4 0 0 0 0 12a31.4 31.4 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1c.4-1.9.5-5.8.5-5.8s0-3.9-.5-5.8ZM9.6 15.6V8.4l6.3 3.6-6.3 3.6Z",
} as const;

export type SocialMarkId = keyof typeof SOCIAL_MARKS;

/** The sprite's symbols of the social marks. */
export function socialMarkSymbols(): string[] {
  return Object.entries(SOCIAL_MARKS).map(
    ([id, d]) =>
      `<symbol id="social-${id}" viewBox="0 0 24 24" fill="currentColor"><path d="${d}"></path></symbol>`,
  );
}
