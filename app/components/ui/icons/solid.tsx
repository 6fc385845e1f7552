// heroicons 24/solid, drawn from the sprite (app/components/ui/icons/icon.tsx): the names of @heroicons/react's
// components, so a module swaps its import path and nothing else. The sprite holds every `name` used
// (scripts/icon-sprite.ts).
import { Icon, type IconProps } from "#app/components/ui/icons/icon.tsx";

export const BookmarkIcon = (props: IconProps) => <Icon {...props} name="s-Bookmark" />;
export const ChevronLeftIcon = (props: IconProps) => <Icon {...props} name="s-ChevronLeft" />;
export const ChevronRightIcon = (props: IconProps) => <Icon {...props} name="s-ChevronRight" />;
export const HeartIcon = (props: IconProps) => <Icon {...props} name="s-Heart" />;
export const MicrophoneIcon = (props: IconProps) => <Icon {...props} name="s-Microphone" />;
export const PauseIcon = (props: IconProps) => <Icon {...props} name="s-Pause" />;
export const PhotoIcon = (props: IconProps) => <Icon {...props} name="s-Photo" />;
export const PlayIcon = (props: IconProps) => <Icon {...props} name="s-Play" />;
export const SpeakerWaveIcon = (props: IconProps) => <Icon {...props} name="s-SpeakerWave" />;
export const SpeakerXMarkIcon = (props: IconProps) => <Icon {...props} name="s-SpeakerXMark" />;
export const XMarkIcon = (props: IconProps) => <Icon {...props} name="s-XMark" />;
