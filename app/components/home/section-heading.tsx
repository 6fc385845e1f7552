import type { ReactNode } from "react";

/** A section title with an optional line of description and an action on the right. */
export function SectionHeading({
  title,
  description,
  action,
  dark = false,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  dark?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2
          className={`font-semibold text-2xl sm:text-3xl ${dark ? "text-white" : "text-neutral-900 dark:text-neutral-100"}`}
        >
          {title}
        </h2>
        {description && (
          <p
            className={`mt-2 ${dark ? "text-neutral-400" : "text-neutral-500 dark:text-neutral-400"}`}
          >
            {description}
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
