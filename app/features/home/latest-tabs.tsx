import { useId, useState } from "react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { SectionHeading } from "#app/components/ui/widgets/section-heading.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import type { CardPost as PostCardData } from "#app/lib/types.ts";
import { NothingWeFound } from "./empty-state.tsx";

/**
 * Home 6's tabs (docs/spec.md#home-6, #states): 'All items' by default; the others filter by
 * category name.
 */
export const LATEST_TABS = ["All items", "Garden", "Fitness", "Design"] as const;

/** 'Latest Articles' with tabs and 'View all': up to 5 posts (docs/spec.md#constants). */
export function LatestTabs({ posts }: { posts: PostCardData[] }) {
  const [tab, setTab] = useState<(typeof LATEST_TABS)[number]>("All items");
  // The selected tab controls the one panel, which it names (WAI-ARIA tabs; the Nu checker asks it).
  const id = useId();
  const tabId = (name: (typeof LATEST_TABS)[number]) => `${id}-tab-${LATEST_TABS.indexOf(name)}`;
  const shown = (
    tab === "All items" ? posts : posts.filter((p) => p.categories.some((c) => c.name === tab))
  ).slice(0, 5);
  return (
    <section aria-label="Latest Articles">
      <SectionHeading
        actionBeside="text"
        title="Latest Articles"
        description="What we have been writing about lately."
        action={
          <ButtonLink to={archiveHref()} variant="secondary">
            View all
          </ButtonLink>
        }
      />
      <div role="tablist" aria-label="Latest Articles topics" className="mt-6 flex flex-wrap gap-2">
        {LATEST_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={tab === name ? `${id}-panel` : undefined}
            onClick={() => setTab(name)}
            className={`rounded-full px-5 py-2 font-medium text-sm transition ${
              tab === name
                ? "bg-neutral-900 text-white dark:bg-white dark:text-neutral-900"
                : "bg-neutral-100 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700"
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="mt-8" role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(tab)}>
        {shown.length === 0 ? (
          <NothingWeFound />
        ) : (
          <div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-5">
            {shown.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
