// heroicons 24/solid, drawn from the sprite (app/components/ui/icons/icon.tsx): the names of @heroicons/react's
// components, so a module swaps its import path and nothing else. The sprite holds every `name` used
// (scripts/icon-sprite.ts).
import { icon } from "#app/components/ui/icons/icon.tsx";

export const BookmarkIcon = icon("s-Bookmark");
export const ChevronLeftIcon = icon("s-ChevronLeft");
export const ChevronRightIcon = icon("s-ChevronRight");
export const HeartIcon = icon("s-Heart");
export const MicrophoneIcon = icon("s-Microphone");
export const PauseIcon = icon("s-Pause");
export const PhotoIcon = icon("s-Photo");
export const PlayIcon = icon("s-Play");
export const SpeakerWaveIcon = icon("s-SpeakerWave");
export const SpeakerXMarkIcon = icon("s-SpeakerXMark");
export const XMarkIcon = icon("s-XMark");
