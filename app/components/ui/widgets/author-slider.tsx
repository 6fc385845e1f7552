import { AuthorCard } from "#app/components/ui/widgets/author-card.tsx";
import { Slider } from "#app/components/ui/widgets/slider.tsx";
import { AUTHOR_SLIDER_BASE } from "#app/components/ui/widgets/slider-steps.ts";
import type { Author } from "#app/lib/types.ts";

/** docs/spec.md#constants: top authors lists show the first 10. */
const TOP_AUTHORS = 10;

/** 'The dream team' (or 'Top elite authors'): the first 10 authors, 4 per row at most. */
export function AuthorSlider({
  authors,
  title = "The dream team",
  subtitle = "Meet the family and friends who write, film and record every story",
}: {
  authors: Author[];
  title?: string;
  subtitle?: string;
}) {
  return (
    <Slider
      title={title}
      subtitle={subtitle}
      items={authors.slice(0, TOP_AUTHORS)}
      base={AUTHOR_SLIDER_BASE}
      itemKey={(a) => a.id}
      renderItem={(a) => <AuthorCard author={a} />}
      testId="author-slider"
    />
  );
}
