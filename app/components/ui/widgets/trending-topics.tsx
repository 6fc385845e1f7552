import { useId, useRef, useState } from "react";
import { CategoryCard } from "#app/components/ui/widgets/category-card.tsx";
import { SectionHeading } from "#app/components/ui/widgets/section-heading.tsx";
import { trendingTopics } from "#app/components/ui/widgets/topic-picks.ts";
import type { Taxonomy } from "#app/lib/types.ts";

/**
 * docs/spec.md#constants: trending topics show 4 categories, only those with a count of at least 1.
 */
const TRENDING_TOPICS_SHOWN = 4;

/**
 * Trending topics ('Discover over 100 topics'): the first 4 categories with count >= 1, the top
 * three ranked '#1'..'#3'. 'Show me more' shows all of them, 'Show me less' the first 4 again;
 * either way the view scrolls back up to the section.
 */
export function TrendingTopics({
  taxonomies,
  title = "Trending topics",
  hrefFor,
}: {
  taxonomies: Taxonomy[];
  title?: string;
  hrefFor?: (taxonomy: Taxonomy) => string;
}) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [all, setAll] = useState(false);
  const eligible = trendingTopics(taxonomies, 0, Number.POSITIVE_INFINITY);
  const shown = all ? eligible : eligible.slice(0, TRENDING_TOPICS_SHOWN);
  if (eligible.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby={id} className="scroll-mt-24" data-testid="trending-topics">
      <SectionHeading id={id} title={title} description="Discover over 100 topics" />
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((taxonomy, i) => (
          <li key={taxonomy.id}>
            <CategoryCard
              taxonomy={taxonomy}
              rank={i}
              href={hrefFor ? hrefFor(taxonomy) : taxonomy.href}
            />
          </li>
        ))}
      </ul>
      {eligible.length > TRENDING_TOPICS_SHOWN && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            aria-expanded={all}
            onClick={() => {
              setAll((v) => !v);
              ref.current?.scrollIntoView({ behavior: "smooth", block: "start" });
            }}
            className="inline-flex h-11 items-center rounded-full border border-neutral-200 bg-white px-6 font-medium text-neutral-800 text-sm transition hover:bg-neutral-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800"
          >
            {all ? "Show me less" : "Show me more"}
          </button>
        </div>
      )}
    </section>
  );
}
