import { lazy, Suspense, useState } from "react";
import { TagIcon } from "#app/components/ui/icons/outline.tsx";
import type { Taxonomy } from "#app/lib/types.ts";

const CategoryModalDialog = lazy(() => import("./category-modal-dialog.tsx"));

/**
 * 'Discover other tags': a modal of every category and tag, each linking to its archive. It
 * closes by the close button, a click on the overlay, or Escape (docs/spec.md#states).
 */
export function CategoryModal({
  taxonomies,
  hrefFor = (t) => t.href,
  title = "Discover other tags",
}: {
  taxonomies: Taxonomy[];
  hrefFor?: (taxonomy: Taxonomy) => string;
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const groups = [
    { name: "Categories", items: taxonomies.filter((t) => t.taxonomy === "category") },
    { name: "Tags", items: taxonomies.filter((t) => t.taxonomy === "tag") },
  ].filter((g) => g.items.length > 0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-5 font-medium text-neutral-800 text-sm shadow-sm transition hover:bg-neutral-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
      >
        <TagIcon className="h-5 w-5 text-neutral-500 dark:text-neutral-400" aria-hidden="true" />
        {title}
      </button>
      {used && (
        <Suspense fallback={null}>
          <CategoryModalDialog
            open={open}
            setOpen={setOpen}
            title={title}
            groups={groups}
            hrefFor={hrefFor}
          />
        </Suspense>
      )}
    </>
  );
}
