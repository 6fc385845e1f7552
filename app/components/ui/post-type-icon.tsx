import { MicrophoneIcon, PhotoIcon, PlayIcon } from "#app/components/ui/icons/solid.tsx";
import type { PostType } from "#app/lib/enums.ts";

const ICONS = { video: PlayIcon, audio: MicrophoneIcon, gallery: PhotoIcon } as const;
const LABELS = { video: "Video", audio: "Podcast", gallery: "Gallery" } as const;

/** The post-type badge: only non-standard posts show one (docs/spec.md#home). */
export function PostTypeIcon({
  postType,
  className = "",
}: {
  postType: PostType;
  className?: string;
}) {
  if (postType === "standard") return null;
  const Icon = ICONS[postType];
  return (
    <span title={LABELS[postType]} className={`type-badge ${className}`}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{LABELS[postType]}</span>
    </span>
  );
}
