import { useState } from "react";
import { BookmarkIcon } from "#app/components/icons/outline.tsx";
import { BookmarkIcon as BookmarkSolid } from "#app/components/icons/solid.tsx";

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
      className={`relative z-10 inline-flex h-8 w-8 items-center justify-center rounded-full bg-neutral-50 text-neutral-700 transition hover:bg-neutral-100 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700 ${className}`}
    >
      <Icon className="h-[18px] w-[18px]" aria-hidden="true" />
    </button>
  );
}
