import { data } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { passRetryAfter, retryAfter } from "#app/lib/rate-limit.server.ts";
import { emailSchema } from "#app/lib/validation.ts";
import { readFields } from "#app/services/request-body.server.ts";
import type { Route } from "./+types/newsletter-page";
import { lookUpSubscription, signUp } from "./newsletter.server.ts";
import {
  createOutcome,
  exceptionOutcome,
  lookupErrorOutcome,
  lookupOutcome,
  type NewsletterOutcome,
  newsletterLimitMessage,
  RETURN_FIELD,
  returnPath,
} from "./newsletter-form.ts";

interface Result {
  outcome: NewsletterOutcome;
  /** The page the form was on. */
  from: string;
  /** The address now on the list (signed up, or already there), confirmed back to the reader. */
  email?: string;
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
  const answer = (outcome: NewsletterOutcome, init?: ResponseInit, email?: string) =>
    data<Result>({ outcome, from, email }, init);
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
    if (next !== "create") return answer(next, undefined, email.data);
    const signed = await signUp(context, email.data, fields[HONEYPOT_FIELD]);
    if (!signed.ok) {
      const detail = newsletterLimitMessage(signed.retryAfterSeconds);
      return answer(
        { ...createOutcome(false), detail },
        { status: 429, headers: retryAfter(signed) },
      );
    }
    return answer(createOutcome(true), undefined, email.data);
  } catch (error) {
    // The database is away: answered 503 like every other request (server/database-outage.ts).
    if (error instanceof DatabaseUnavailableError) throw error;
    console.error("[newsletter] sign-up failed:", error);
    return answer(exceptionOutcome(), { status: 500 });
  }
}

const NewsletterPageBody = later(() =>
  import("./newsletter-page-body.tsx").then((m) => m.NewsletterPageBody),
);

/** /newsletter: the sign-up on a page of its own, and the outcome of a form posted without JS. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return <NewsletterPageBody actionData={actionData} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter · Wanderlust" },
  {
    name: "description",
    content: "One letter a month from the Wanderlust family: new stories, hotel reviews, podcasts.",
  },
  { name: "robots", content: "noindex" },
];
