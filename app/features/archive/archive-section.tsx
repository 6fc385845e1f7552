import type { ReactNode } from "react";
import { FloatingLoadingNote, NoResults } from "#app/components/ui/lists/loading-note.tsx";

/**
 * The list part of an archive page: a section named by a hidden h2 (the cards' titles are h3:
 * the outline needs this level between them and the h1), its toolbar (filters, sort, loading
 * note), then the cards.
 */
export function ArchiveSection({
  id,
  heading,
  className,
  toolbarClassName,
  toolbar,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  toolbarClassName: string;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <div className={toolbarClassName}>{toolbar}</div>
      {children}
    </section>
  );
}

/**
 * An archive's grid of cards (/archive, /archive-2): dimmed under a floating loading note while
 * the next list loads, or 'no results' when it is empty.
 */
export function ArchiveGrid({
  pending,
  empty,
  className,
  gridClassName,
  testId,
  busy = false,
  children,
}: {
  pending: boolean;
  empty: boolean;
  className: string;
  gridClassName: string;
  testId: string;
  /** Marks the grid aria-busy while it loads. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {pending && <FloatingLoadingNote text="Loading articles..." />}
      {empty ? (
        <NoResults />
      ) : (
        <div
          className={`${gridClassName} ${pending ? "opacity-40" : ""}`}
          data-testid={testId}
          aria-busy={(busy && pending) || undefined}
        >
          {children}
        </div>
      )}
    </div>
  );
}
