import type { SVGProps } from "react";
import type { IconFamily } from "#app/components/ui/icons/icon-sprite.ts";
import sprite from "./icons.svg?url&no-inline";

/** A symbol of the sprite: `o-` outline 24, `s-` solid 24, `m-` solid 20. */
export type IconName = `${IconFamily}-${string}`;

/** What each set draws with, as heroicons sets it on its <svg> (a class can still override it). */
const FAMILY: Record<IconFamily, SVGProps<SVGSVGElement>> = {
  o: { fill: "none", viewBox: "0 0 24 24", strokeWidth: 1.5, stroke: "currentColor" },
  s: { viewBox: "0 0 24 24", fill: "currentColor" },
  m: { viewBox: "0 0 20 20", fill: "currentColor" },
};

export type IconProps = Omit<SVGProps<SVGSVGElement>, "name">;

/**
 * An icon of the sprite (app/components/ui/icons/icons.svg, scripts/icon-sprite.ts): an <svg> with
 * the icon set's attributes and the caller's (className, aria-hidden...) around a <use> of the
 * symbol, so the page carries a reference instead of the path data. Decorative by default, as
 * heroicons' own components are. scripts/icon-sprite.ts puts into the sprite every `name` the app
 * uses.
 */
function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const family = FAMILY[name[0] as IconFamily];
  return (
    <svg aria-hidden="true" {...family} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** One icon of the sprite as a component, named as @heroicons/react names it (outline.tsx...). */
export function icon(name: IconName) {
  return (props: IconProps) => <Icon {...props} name={name} />;
}
