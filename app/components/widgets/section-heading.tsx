import type { ReactNode } from "react";

/** A section's heading with an optional line under it and room for controls on the right. */
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
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2
          id={id}
          className="font-semibold text-2xl text-neutral-900 tracking-tight sm:text-3xl dark:text-neutral-100"
        >
          {title}
        </h2>
        {subtitle && (
          <p className="mt-2 text-neutral-500 text-sm sm:text-base dark:text-neutral-400">
            {subtitle}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
