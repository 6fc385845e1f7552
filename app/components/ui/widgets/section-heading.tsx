import type { ReactNode } from "react";

/**
 * A section's heading with an optional line under it and room for an action on the right.
 * By default the action stays level with the heading at every width (a long line under it no
 * longer pushes it below); `actionBeside="text"` (the home pages' sections) puts it at the foot
 * of heading and line together, wrapping under them when narrow. `dark`: on a dark band.
 */
export function SectionHeading({
  id,
  title,
  description,
  action,
  actionBeside = "title",
  dark = false,
}: {
  id?: string;
  title: string;
  description?: string;
  action?: ReactNode;
  actionBeside?: "title" | "text";
  dark?: boolean;
}) {
  const color = dark ? "text-white" : "text-neutral-900 dark:text-neutral-100";
  const soft = dark ? "text-neutral-400" : "text-neutral-500 dark:text-neutral-400";
  if (actionBeside === "text") {
    return (
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} className={`font-semibold text-2xl sm:text-3xl ${color}`}>
            {title}
          </h2>
          {description && <p className={`mt-2 ${soft}`}>{description}</p>}
        </div>
        {action}
      </div>
    );
  }
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2
          id={id}
          className={
            dark
              ? "min-w-0 font-semibold text-2xl text-white tracking-tight sm:text-3xl"
              : "section-title"
          }
        >
          {title}
        </h2>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {description && (
        <p className={dark ? "mt-2 text-neutral-400 text-sm sm:text-base" : "section-note"}>
          {description}
        </p>
      )}
    </div>
  );
}
