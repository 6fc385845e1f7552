import type { ReactNode } from "react";

/**
 * A section's heading with an optional line under it and room for controls on the right, level
 * with the heading at every width (a long line under it no longer pushes them below it).
 */
export function SectionHeading({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2
          id={id}
          className="min-w-0 font-semibold text-2xl text-neutral-900 tracking-tight sm:text-3xl dark:text-neutral-100"
        >
          {title}
        </h2>
        {children && <div className="shrink-0">{children}</div>}
      </div>
      {subtitle && (
        <p className="mt-2 text-neutral-500 text-sm sm:text-base dark:text-neutral-400">
          {subtitle}
        </p>
      )}
    </div>
  );
}
