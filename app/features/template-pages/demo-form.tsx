import type { FormEvent, FormHTMLAttributes } from "react";
import { useActionData } from "react-router";

/**
 * A template-page form (docs/spec.md#purpose: demos, not wired to any submission). The browser
 * validates it; a valid submit is then stopped, so nothing is sent. Without JavaScript it posts to
 * its own page, whose action (app/features/template-pages/demo-form.server.ts) discards it (no values end up in the
 * URL), or, past the demo forms' rate limit, answers 429 with a message shown here.
 */
export function DemoForm({ children, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form method="post" onSubmit={(event: FormEvent) => event.preventDefault()} {...rest}>
      <DemoFormRefusal className="col-span-full" />
      {children}
    </form>
  );
}

/** The rate limit's message, when this route's action refused a demo form. */
export function DemoFormRefusal({ className = "" }: { className?: string }) {
  const result: unknown = useActionData();
  const message =
    typeof result === "object" && result !== null && "message" in result ? result.message : null;
  if (typeof message !== "string") return null;
  return (
    <p
      role="alert"
      className={`rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800 text-sm dark:bg-red-500/15 dark:text-red-200 ${className}`}
    >
      {message}
    </p>
  );
}
