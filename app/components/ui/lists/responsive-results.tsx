import type { ReactNode } from "react";
import { MoreLessLinks, useQueryHref } from "#app/components/ui/lists/more-less-links.tsx";
import { useWideScreen } from "#app/components/ui/lists/use-wide-screen.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { pageCount } from "#app/lib/paging.ts";
import {
  lessSteps,
  NARROW_PAGE_SIZE,
  pageFromWindow,
  pageSizeFor,
  WIDE_PAGE_SIZE,
} from "#app/lib/responsive-paging.ts";

/**
 * A results grid with the author/search page-size rule: 4 per page from 640 px, else 2; 'Show me
 * more' adds that many (`?more=`), 'Show me less' takes them off again, never below the base.
 * The server sends a window of the sorted list that holds the page at both widths.
 */
export function ResponsiveResults<T>({
  items,
  windowOffset,
  total,
  page,
  more,
  paginate = true,
  renderItem,
  itemKey,
  gridClassName = "grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4",
  testId,
}: {
  items: T[];
  windowOffset: number;
  total: number;
  page: number;
  more: number;
  paginate?: boolean;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  gridClassName?: string;
  testId?: string;
}) {
  const wide = useWideScreen();
  const queryHref = useQueryHref();
  const base = wide ? WIDE_PAGE_SIZE : NARROW_PAGE_SIZE;
  const size = pageSizeFor(base, more);
  const pages = pageCount(total, size);
  const current = Math.min(page, pages);
  const shown = pageFromWindow(items, windowOffset, current, base, more);
  // Before hydration a narrow screen shows the wide page: hide what the narrow page would not.
  const narrowCount = pageSizeFor(NARROW_PAGE_SIZE, more);
  return (
    <div>
      <ul className={gridClassName} data-testid={testId} data-page-size={size}>
        {shown.map((item, i) => (
          <li
            key={itemKey(item)}
            className={wide && i >= narrowCount ? "max-sm:hidden" : undefined}
          >
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center justify-between gap-6 sm:flex-row">
        {paginate ? <Pagination page={current} pages={pages} /> : <span />}
        <MoreLessLinks
          moreHref={
            size < total ? queryHref({ more: String(more + 1), page: undefined }) : undefined
          }
          lessHref={
            more > 0
              ? queryHref({
                  more: lessSteps(more) === 0 ? undefined : String(lessSteps(more)),
                  page: undefined,
                })
              : undefined
          }
        />
      </div>
    </div>
  );
}
