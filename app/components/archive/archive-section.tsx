import type { ReactNode } from "react";

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
