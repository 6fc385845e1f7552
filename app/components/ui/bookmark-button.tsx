import { useState } from "react";
import { BookmarkIcon } from "#app/components/ui/icons/outline.tsx";
import { BookmarkIcon as BookmarkSolid } from "#app/components/ui/icons/solid.tsx";

/** Bookmark toggle, held locally; title 'Save to reading list' (docs/spec.md#home). */
export function BookmarkButton({
  bookmark,
  className = "",
}: {
  bookmark: { isBookmarked: boolean };
  className?: string;
}) {
  const [saved, setSaved] = useState(bookmark.isBookmarked);
  const Icon = saved ? BookmarkSolid : BookmarkIcon;
  return (
    <button
      type="button"
      title="Save to reading list"
      aria-label="Save to reading list"
      aria-pressed={saved}
      onClick={(event) => {
        event.preventDefault();
        setSaved((v) => !v);
      }}
      className={className ? `card-bookmark ${className}` : "card-bookmark"}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
