import { waitingTime } from "#app/lib/format.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
/**
 * The newsletter sign-up flow of docs/spec.md#states, #calls and #errors, as pure logic: which
 * state and message each answer gives, and how long the message stays. The component only renders
 * it.
 */

export type NewsletterState = "empty" | "success" | "exists" | "error";

export const NEWSLETTER_MESSAGES = {
  exists: "Looks like you're already subscribed!",
  success: "We have added you to our list!",
  /** The banner shown with every error state. */
  errorBanner: "There was an error while trying to add you to our list.",
  createFailed: "Error while subscribing. Please try again later.",
  lookupFailed: "Error checking subscription. Please try again later.",
  unexpected: "Unexpected error. Please try again later.",
} as const;

/** docs/spec.md#constants: the message clears after 3 s for success and exists, 8 s otherwise. */
export const CLEAR_SHORT_MS = 3_000;
export const CLEAR_LONG_MS = 8_000;

export interface NewsletterOutcome {
  state: Exclude<NewsletterState, "empty">;
  message: string;
  clearAfterMs: number;
  /** A line under an error's message (the form posted without JavaScript): what to do about it. */
  detail?: string;
}

export function clearDelay(state: NewsletterState): number {
  return state === "success" || state === "exists" ? CLEAR_SHORT_MS : CLEAR_LONG_MS;
}

function outcome(state: NewsletterOutcome["state"], message: string): NewsletterOutcome {
  return { state, message, clearAfterMs: clearDelay(state) };
}

/** The lookup answer: 200 is 'exists', 404 means go on to create, anything else is an error. */
export function lookupOutcome(status: number): NewsletterOutcome | "create" {
  if (status === 200) return outcome("exists", NEWSLETTER_MESSAGES.exists);
  if (status === 404) return "create";
  return lookupErrorOutcome();
}

/** A look-up that did not answer 200 or 404 (refused, invalid, failed); `detail` says why. */
export function lookupErrorOutcome(detail?: string): NewsletterOutcome {
  const failed = outcome("error", NEWSLETTER_MESSAGES.lookupFailed);
  return detail ? { ...failed, detail } : failed;
}

/** The create answer: ok is 'success', anything else an error. */
export function createOutcome(ok: boolean): NewsletterOutcome {
  return ok
    ? outcome("success", NEWSLETTER_MESSAGES.success)
    : outcome("error", NEWSLETTER_MESSAGES.createFailed);
}

/** A thrown exception (network down, aborted request). */
export function exceptionOutcome(): NewsletterOutcome {
  return outcome("error", NEWSLETTER_MESSAGES.unexpected);
}

type Fetch = (input: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status">>;

/** The whole flow: lookup, then create when not subscribed. Never throws. */
export async function subscribeToNewsletter(
  email: string,
  fetchFn: Fetch = fetch,
  honeypot = "",
): Promise<NewsletterOutcome> {
  const query = `email=${encodeURIComponent(email.trim())}`;
  const trap = honeypot ? `&${HONEYPOT_FIELD}=${encodeURIComponent(honeypot)}` : "";
  try {
    const lookup = await fetchFn(`/api/GetSubscriptionByEmail?${query}`, {
      headers: { Accept: "application/json" },
    });
    const next = lookupOutcome(lookup.status);
    if (next !== "create") return next;
    const created = await fetchFn(`/api/CreateNewSubscription?${query}${trap}`, {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    return createOutcome(created.ok);
  } catch {
    return exceptionOutcome();
  }
}

/**
 * Where the form posts without JavaScript: the `/newsletter` route action runs the same look-up
 * then create (app/features/newsletter/newsletter.server.ts) and shows the outcome, with a link back.
 */
export const NEWSLETTER_ACTION = "/newsletter";

/** The form field that carries the page the form was on, for the link back. */
export const RETURN_FIELD = "from";

/**
 * The page to link back to: a path of this site as the form sent it, else the home page. Never
 * another site (`//host`, `/\\host`, `https://...`), never a control character.
 */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2_000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  return value;
}

/** The detail line when a client has spent its look-up or sign-up budget. */
export function newsletterLimitMessage(retryAfterSeconds: number): string {
  return `You have tried several times in a short time: please wait ${waitingTime(retryAfterSeconds)} and try again.`;
}
