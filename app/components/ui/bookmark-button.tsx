import { useState } from "react";
import type { ArticleToSave } from "#app/components/offline/save-article.ts";
import { useIsSaved } from "#app/components/offline/saved-articles.ts";
import { BookmarkIcon } from "#app/components/ui/icons/outline.tsx";
import { BookmarkIcon as BookmarkSolid } from "#app/components/ui/icons/solid.tsx";

/**
 * The bookmark, title 'Save to reading list' (docs/spec.md#home): held on this device, where it
 * keeps the article for offline reading (docs/offline.md). Pressed, it saves the article (or
 * removes it); it shows the saved state on every page, across reloads.
 */
export function BookmarkButton({
  article,
  className = "",
}: {
  article: ArticleToSave;
  className?: string;
}) {
  const saved = useIsSaved(article.href);
  const [busy, setBusy] = useState(false);
  const Icon = saved ? BookmarkSolid : BookmarkIcon;
  return (
    <button
      type="button"
      title="Save to reading list"
      aria-label="Save to reading list"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      data-saving={busy || undefined}
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          const { toggleSaved } = await import("#app/components/offline/save-article.ts");
          await toggleSaved(article);
        } finally {
          setBusy(false);
        }
      }}
      className={className ? `card-bookmark ${className}` : "card-bookmark"}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}
