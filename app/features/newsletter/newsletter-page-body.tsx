import { Link } from "react-router";
import { ArrowLeftIcon } from "#app/components/ui/icons/outline.tsx";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-block.tsx";
import type { Route } from "./+types/newsletter-page";

/** /newsletter: the sign-up on a page of its own, and the outcome of a form posted without JS. */
export function NewsletterPageBody({ actionData }: Pick<Route.ComponentProps, "actionData">) {
  const from = actionData?.from ?? "/";
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:px-8 lg:pb-28">
      <Link
        to={from}
        className="inline-flex items-center gap-2 font-medium text-neutral-600 text-sm hover:text-primary-700 dark:text-neutral-300 dark:hover:text-primary-300"
      >
        <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" />
        {from === "/" ? "Back to the home page" : "Back to the page you were reading"}
      </Link>
      <h1 className="mt-6 font-semibold text-4xl text-neutral-900 tracking-tight sm:text-5xl dark:text-neutral-100">
        Newsletter
      </h1>
      <NewsletterBlock
        key={actionData ? JSON.stringify(actionData) : "form"}
        initial={actionData?.outcome}
        returnTo={from}
        className="mt-10"
      />
    </main>
  );
}
