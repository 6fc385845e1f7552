import { Link } from "react-router";
import { ArrowLeftIcon, CheckCircleIcon } from "#app/components/ui/icons/outline.tsx";
import type { Route } from "./+types/newsletter-page";
import { Address } from "./mail-link-page.tsx";
import { NewsletterBlock } from "./newsletter-block.public.tsx";

/** The address a form posted without JavaScript put on the list (or found there), confirmed. */
function OnTheList({ email, already }: { email: string; already: boolean }) {
  return (
    <section
      className="mt-8 flex max-w-2xl gap-4 rounded-3xl bg-teal-50 p-6 dark:bg-teal-500/10"
      data-testid="newsletter-confirmed"
    >
      <CheckCircleIcon
        className="h-7 w-7 shrink-0 text-teal-700 dark:text-teal-300"
        aria-hidden="true"
      />
      <div>
        <h2 className="font-semibold text-lg text-neutral-900 dark:text-neutral-100">
          {already ? "You're already on the list" : "You're on the list"}
        </h2>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">
          <Address email={email} /> {already ? "already gets" : "will get"} our letter: new stories,
          hotel reviews and podcasts, about once a month. Every letter has a link to unsubscribe.
        </p>
      </div>
    </section>
  );
}

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
      {actionData?.email ? (
        <OnTheList email={actionData.email} already={actionData.outcome.state === "exists"} />
      ) : null}
      <NewsletterBlock
        key={actionData ? JSON.stringify(actionData) : "form"}
        initial={actionData?.outcome}
        returnTo={from}
        className="mt-10"
      />
    </main>
  );
}
