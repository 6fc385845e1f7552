// heroicons 20/solid, drawn from the sprite (app/components/ui/icons/icon.tsx): the names of @heroicons/react's
// components, so a module swaps its import path and nothing else. The sprite holds every `name` used
// (scripts/icon-sprite.ts).
import { icon } from "#app/components/ui/icons/icon.tsx";

export const ArrowRightIcon = icon("m-ArrowRight");
export const ChevronDownIcon = icon("m-ChevronDown");
export const ChevronRightIcon = icon("m-ChevronRight");
