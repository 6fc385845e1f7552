import type { ReactNode } from "react";
import { Link } from "react-router";

/** A sidebar box with a heading and a 'View all' link. */
export function Widget({
  title,
  viewAllHref,
  children,
}: {
  title: string;
  viewAllHref: string;
  children: ReactNode;
}) {
  return (
    <section className="widget" aria-label={title}>
      <div className="widget-head">
        <h2 className="widget-title">{title}</h2>
        <Link to={viewAllHref} className="widget-link">
          View all
        </Link>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}
