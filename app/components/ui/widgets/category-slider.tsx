import { CategoryCard } from "#app/components/ui/widgets/category-card.tsx";
import { Slider } from "#app/components/ui/widgets/slider.tsx";
import { SLIDER_BASE } from "#app/components/ui/widgets/slider-steps.ts";
import type { Taxonomy } from "#app/lib/types.ts";

/** docs/spec.md#constants: top categories show the first 10. */
const TOP_CATEGORIES = 10;

/** Trending categories: the first 10 categories in a slider of 5 per row at most. */
export function CategorySlider({
  taxonomies,
  title = "Trending categories",
  subtitle = "Discover over 100 topics",
  hrefFor,
}: {
  taxonomies: Taxonomy[];
  title?: string;
  subtitle?: string;
  hrefFor?: (taxonomy: Taxonomy) => string;
}) {
  const categories = taxonomies.filter((t) => t.taxonomy === "category").slice(0, TOP_CATEGORIES);
  return (
    <Slider
      title={title}
      subtitle={subtitle}
      items={categories}
      base={SLIDER_BASE}
      itemKey={(t) => t.id}
      renderItem={(t, i) => (
        <CategoryCard taxonomy={t} rank={i} href={hrefFor ? hrefFor(t) : t.href} />
      )}
      testId="category-slider"
    />
  );
}
