import { data, Link } from "react-router";
import { ArrowLeftIcon } from "#app/components/ui/icons/outline.tsx";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { lookUpSubscription, signUp } from "#app/features/newsletter/newsletter.server.ts";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-block.tsx";
import {
  createOutcome,
  exceptionOutcome,
  lookupErrorOutcome,
  lookupOutcome,
  type NewsletterOutcome,
  newsletterLimitMessage,
  RETURN_FIELD,
  returnPath,
} from "#app/features/newsletter/newsletter-form.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { readFields } from "#app/lib/http.server.ts";
import { passRetryAfter, retryAfter } from "#app/lib/rate-limit.server.ts";
import { emailSchema } from "#app/lib/validation.ts";
import type { Route } from "./+types/newsletter-page";

interface Result {
  outcome: NewsletterOutcome;
  /** The page the form was on. */
  from: string;
}

/** A refused sign-up's page carries Retry-After. */
export const headers = passRetryAfter;

/**
 * The newsletter form posted without JavaScript: the JavaScript flow's look-up then create
 * (docs/spec.md#calls), with the same budgets, and the outcome as docs/spec.md#errors words it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFields(request);
  const fields = body.ok ? body.fields : {};
  const from = returnPath(fields[RETURN_FIELD]);
  const answer = (outcome: NewsletterOutcome, init?: ResponseInit) =>
    data<Result>({ outcome, from }, init);
  // Not a form, or over 64 KB: the look-up could not run.
  if (!body.ok) return answer(lookupErrorOutcome(), { status: body.response.status });
  const email = emailSchema.safeParse(fields.email);
  if (!email.success) {
    const detail = email.error.issues[0]?.message;
    return answer(lookupErrorOutcome(detail), { status: 400 });
  }
  try {
    const lookup = await lookUpSubscription(context, email.data);
    if (!lookup.ok) {
      const detail = newsletterLimitMessage(lookup.retryAfterSeconds);
      return answer(lookupErrorOutcome(detail), { status: 429, headers: retryAfter(lookup) });
    }
    const next = lookupOutcome(lookup.subscribed ? 200 : 404);
    if (next !== "create") return answer(next);
    const signed = await signUp(context, email.data, fields[HONEYPOT_FIELD]);
    if (!signed.ok) {
      const detail = newsletterLimitMessage(signed.retryAfterSeconds);
      return answer(
        { ...createOutcome(false), detail },
        { status: 429, headers: retryAfter(signed) },
      );
    }
    return answer(createOutcome(true));
  } catch (error) {
    // The database is away: answered 503 like every other request (server/database-outage.ts).
    if (error instanceof DatabaseUnavailableError) throw error;
    console.error("[newsletter] sign-up failed:", error);
    return answer(exceptionOutcome(), { status: 500 });
  }
}

/** /newsletter: the sign-up on a page of its own, and the outcome of a form posted without JS. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
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

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter · Wanderlust" },
  {
    name: "description",
    content: "One letter a month from the Wanderlust family: new stories, hotel reviews, podcasts.",
  },
  { name: "robots", content: "noindex" },
];
