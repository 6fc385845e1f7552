// heroicons 20/solid, drawn from the sprite (app/components/ui/icons/icon.tsx): the names of @heroicons/react's
// components, so a module swaps its import path and nothing else. The sprite holds every `name` used
// (scripts/icon-sprite.ts).
import { Icon, type IconProps } from "#app/components/ui/icons/icon.tsx";

export const ArrowRightIcon = (props: IconProps) => <Icon {...props} name="m-ArrowRight" />;
export const ChevronDownIcon = (props: IconProps) => <Icon {...props} name="m-ChevronDown" />;
export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="m-ChevronRight" />;
