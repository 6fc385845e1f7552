import type { SVGProps } from "react";
import type { IconFamily, SocialMarkId } from "#app/components/ui/icons/icon-sprite.ts";
import sprite from "./icons.svg?url&no-inline";

/** A symbol of the sprite: `o-` outline 24, `s-` solid 24, `m-` solid 20. */
export type IconName = `${IconFamily}-${string}`;

/**
 * Each set's viewBox (the <svg>'s aspect ratio where a class sets only its height). What the set
 * draws with (fill, stroke) is on its symbols (scripts/icon-sprite.ts), not on every icon.
 */
const VIEW_BOX: Record<IconFamily, string> = { o: "0 0 24 24", s: "0 0 24 24", m: "0 0 20 20" };

export type IconProps = Omit<SVGProps<SVGSVGElement>, "name">;

/**
 * An icon of the sprite (app/components/ui/icons/icons.svg, scripts/icon-sprite.ts): an <svg> with
 * the icon set's viewBox and the caller's attributes (className, aria-hidden...) around a <use> of the
 * symbol, so the page carries a reference instead of the path data. Decorative by default, as
 * heroicons' own components are. scripts/icon-sprite.ts puts into the sprite every `name` the app
 * uses.
 */
function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <svg aria-hidden="true" viewBox={VIEW_BOX[name[0] as IconFamily]} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** A social network's mark from the sprite, in the current colour (app/components/ui/social-icon.tsx). */
export function SocialMarkIcon({ id, ...props }: IconProps & { id: SocialMarkId }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" {...props}>
      <use href={`${sprite}#social-${id}`} />
    </svg>
  );
}

/** One icon of the sprite as a component, named as @heroicons/react names it (outline.tsx...). */
export function icon(name: IconName) {
  return (props: IconProps) => <Icon {...props} name={name} />;
}
