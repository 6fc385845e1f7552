import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

const STYLES = {
  primary: "bg-primary-600 text-white shadow-sm hover:bg-primary-700",
  secondary:
    "border border-neutral-200 bg-white text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800",
} as const;

/** A link styled as a pill button. */
export function ButtonLink({
  children,
  variant = "primary",
  className = "",
  ...props
}: LinkProps & { children: ReactNode; variant?: keyof typeof STYLES }) {
  return (
    <Link
      {...props}
      className={`inline-flex h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full px-6 font-medium text-sm transition ${STYLES[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
