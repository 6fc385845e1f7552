import type { FormEvent, FormHTMLAttributes } from "react";

/**
 * A template-page form (SPEC.md section 1: demos, not wired to any submission). The browser
 * validates it; a valid submit is then stopped, so nothing is sent. Without JavaScript it posts to
 * its own page, whose action discards it (no values end up in the URL).
 */
export function DemoForm({ children, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form method="post" onSubmit={(event: FormEvent) => event.preventDefault()} {...rest}>
      {children}
    </form>
  );
}

/** The route action of a template page: accepts the post and keeps nothing. */
export function discardDemoForm() {
  return null;
}
