import { type ReactNode, useEffect, useId, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/outline.tsx";
import { SectionHeading } from "#app/components/ui/widgets/section-heading.tsx";
import {
  AUTHOR_SLIDER_BASE,
  itemsPerRow,
  SLIDER_BASE,
  step,
} from "#app/components/ui/widgets/slider-steps.ts";

// Item widths by the rule of app/components/ui/widgets/slider-steps.ts, in CSS so the server render is already right:
// one item under 320 px, base-3 under 500, base-2 under 1024, base-1 under 1280, else the base.
// (slider-item-5 and slider-item-4 in app/app.css.)
const BASIS: Record<number, string> = {
  [SLIDER_BASE]: "slider-item-5",
  [AUTHOR_SLIDER_BASE]: "slider-item-4",
};

function useItemsPerRow(base: number): number {
  const [perRow, setPerRow] = useState(base);
  useEffect(() => {
    const update = () => setPerRow(itemsPerRow(window.innerWidth, base));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [base]);
  return perRow;
}

/** A titled row of cards that moves one card at a time with previous/next buttons. */
export function Slider<T>({
  title,
  subtitle,
  items,
  base = SLIDER_BASE,
  itemKey,
  renderItem,
  testId,
}: {
  title: string;
  subtitle?: string;
  items: T[];
  base?: typeof SLIDER_BASE | typeof AUTHOR_SLIDER_BASE;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  testId?: string;
}) {
  const id = useId();
  const perRow = useItemsPerRow(base);
  const [start, setStart] = useState(0);
  const bounded = Math.min(start, Math.max(0, items.length - perRow));
  const canMove = items.length > perRow;
  const move = (direction: 1 | -1) => setStart(step(bounded, direction, items.length, perRow));
  const button = "slider-button";
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <SectionHeading
        id={id}
        title={title}
        description={subtitle}
        action={
          canMove && (
            <div className="flex gap-2">
              <button
                type="button"
                className={button}
                onClick={() => move(-1)}
                disabled={bounded === 0}
                aria-label="Previous"
              >
                <ChevronLeftIcon className="h-5 w-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={button}
                onClick={() => move(1)}
                disabled={bounded >= items.length - perRow}
                aria-label="Next"
              >
                <ChevronRightIcon className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
          )
        }
      />
      <div className="-mx-2 mt-6 overflow-hidden py-2 sm:-mx-3">
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(bounded * 100) / perRow}%)` }}
          data-per-row={perRow}
        >
          {items.map((item, i) => {
            const visible = i >= bounded && i < bounded + perRow;
            return (
              <li
                key={itemKey(item)}
                className={BASIS[base]}
                aria-hidden={visible ? undefined : true}
                inert={!visible && canMove ? true : undefined}
              >
                {renderItem(item, i)}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
