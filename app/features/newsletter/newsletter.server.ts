import type { AppLoadContext } from "react-router";
import { env } from "#app/env.server.ts";
import { isHoneypotFilled } from "#app/lib/honeypot.ts";
import type { Verdict } from "#app/lib/rate-limit.server.ts";
import {
  type ConfirmationRequest,
  createSubscription,
  getConfirmation,
  getSubscription,
  getWelcomeSubscriber,
  isSubscribed,
  resubscribe,
  unsubscribe,
} from "#app/models/subscriptions.server.ts";
import {
  firstAttemptLease,
  type MailQueue,
  mailConfigured,
  mailInBackground,
  sendConfirmationMail,
  sendNewsletterMail,
  spend,
  spendForEmail,
} from "#app/services/wiring.server.ts";
import { confirmationMail, welcomeMail } from "./newsletter-mail.ts";
import {
  resubscribeTokenMatches,
  resubscribeUrl,
  tokenId,
  tokenMatches,
  unsubscribeUrl,
} from "./newsletter-token.server.ts";
import { RESUBSCRIBE_LINK_DAYS, resubscribeLinkState } from "./resubscribe-link.ts";

/**
 * The two steps of a newsletter sign-up, after the address is validated, with their rate limits:
 * `GET /api/GetSubscriptionByEmail` and `POST /api/CreateNewSubscription` (the JavaScript flow)
 * and the `/newsletter` route action (the form posted without JavaScript) run the same code, so
 * both paths spend the same budgets and store the same rows.
 */

type Refused = Extract<Verdict, { ok: false }>;

/** The look-up: the client's `lookup` budget (no probing the list), then the address. */
export async function lookUpSubscription(
  context: AppLoadContext | undefined,
  email: string,
): Promise<Refused | { ok: true; subscribed: boolean }> {
  const verdict = await spend(context, "lookup");
  if (!verdict.ok) return verdict;
  return { ok: true, subscribed: await isSubscribed(email) };
}

/**
 * The sign-up: the client's `lookup` budget (its answer tells a subscribed address from a new
 * one, so it is a look-up too: past that budget it is refused like one), its `subscribe` budget,
 * then the address's (whoever sends it). A filled honeypot field is a bot: it is told "created"
 * and nothing is stored. An address that unsubscribed is told "created" too, as a new one is (no
 * one learns it was on the list), and stays off the list: with mail configured it is mailed a
 * link to confirm its return, at most as often as the address's sign-up budget allows.
 */
export async function signUp(
  context: AppLoadContext | undefined,
  email: string,
  honeypot: unknown,
): Promise<Refused | { ok: true; outcome: "created" | "exists" }> {
  const probe = await spend(context, "lookup");
  if (!probe.ok) return probe;
  const verdict = await spend(context, "subscribe");
  if (!verdict.ok) return verdict;
  const perEmail = await spendForEmail(context, email);
  if (!perEmail.ok) return perEmail;
  if (isHoneypotFilled(honeypot)) return { ok: true, outcome: "created" };
  // With mail configured, the welcome (or confirmation) mail is queued with the row and sent
  // after the answer.
  const lease = mailConfigured() ? firstAttemptLease() : undefined;
  const { outcome, welcomeId, confirmationId } = await createSubscription(email, lease);
  if (welcomeId !== undefined) mailInBackground(welcomeMailQueue, welcomeId);
  if (confirmationId !== undefined) mailInBackground(confirmationMailQueue, confirmationId);
  return { ok: true, outcome: outcome === "exists" ? "exists" : "created" };
}

/**
 * Welcome mails as a mail queue (app/services/mail-queue.server.ts): retried with back-off, and
 * not sent to a reader who left the list in the meantime.
 */
export const welcomeMailQueue: MailQueue = {
  table: "newsletter_welcomes",
  label: "newsletter welcome",
  async send(id) {
    const subscriber = await getWelcomeSubscriber(id);
    if (!subscriber || subscriber.unsubscribed_at) return "skipped";
    const link = unsubscribeUrl(subscriber.id, subscriber.email);
    return sendNewsletterMail(subscriber.email, welcomeMail(env().SITE_URL, link), link);
  },
};

/**
 * Confirmation mails as a mail queue, like the welcomes: not sent once the link could confirm
 * nothing (the address came back meanwhile, or the mail is too late).
 */
export const confirmationMailQueue: MailQueue = {
  table: "newsletter_confirmations",
  label: "newsletter confirmation",
  async send(id) {
    const request = await getConfirmation(id);
    if (!request || resubscribeLinkState(request, Date.now()) !== "confirm") return "skipped";
    const link = resubscribeUrl(request.id, request.subscription_id, request.email);
    const mail = confirmationMail(env().SITE_URL, link, RESUBSCRIBE_LINK_DAYS);
    return sendConfirmationMail(request.email, mail);
  },
};

/**
 * What an unsubscribe token names (docs/newsletter.md): "invalid" for a malformed, forged or stale
 * token (another secret, no such subscription); else whether the address is still on the list.
 */
export async function checkUnsubscribeToken(
  token: string,
): Promise<{ state: "invalid" } | { state: "subscribed" | "unsubscribed"; email: string }> {
  const id = tokenId(token);
  if (id === undefined) return { state: "invalid" };
  const subscription = await getSubscription(id);
  if (!subscription || !tokenMatches(token, id, subscription.email)) return { state: "invalid" };
  return {
    state: subscription.unsubscribed_at ? "unsubscribed" : "subscribed",
    email: subscription.email,
  };
}

/**
 * The one-click unsubscribe (RFC 8058): takes the token's address off the list at once.
 * "invalid" unsubscribes nobody; "already" when it was off the list.
 */
export async function unsubscribeByToken(
  token: string,
): Promise<{ state: "invalid" } | { state: "unsubscribed" | "already"; email: string }> {
  const checked = await checkUnsubscribeToken(token);
  if (checked.state === "invalid") return checked;
  const id = tokenId(token) as number;
  return { state: await unsubscribe(id), email: checked.email };
}

/** The confirmation a resubscribe token names, if the token is its own. */
async function confirmationOf(token: string): Promise<ConfirmationRequest | undefined> {
  const id = tokenId(token);
  if (id === undefined) return undefined;
  const request = await getConfirmation(id);
  if (!request) return undefined;
  const own = resubscribeTokenMatches(token, id, request.subscription_id, request.email);
  return own ? request : undefined;
}

/**
 * What a resubscribe token (the confirmation mail's link) can do: "invalid" for a malformed,
 * forged or stale token (another secret, no such confirmation, too old, asked for before the
 * address's latest unsubscribe); "confirm" when it can put the address back on the list;
 * "subscribed" when the address is on it.
 */
export async function checkResubscribeToken(
  token: string,
): Promise<{ state: "invalid" } | { state: "confirm" | "subscribed"; email: string }> {
  const request = await confirmationOf(token);
  if (!request) return { state: "invalid" };
  const state = resubscribeLinkState(request, Date.now());
  return state === "stale" ? { state: "invalid" } : { state, email: request.email };
}

/**
 * The confirmation: puts the token's address back on the list ("resubscribed"); "already" when
 * it was on it; "invalid" puts nobody back.
 */
export async function resubscribeByToken(
  token: string,
): Promise<{ state: "invalid" } | { state: "resubscribed" | "already"; email: string }> {
  const request = await confirmationOf(token);
  if (!request) return { state: "invalid" };
  const state = resubscribeLinkState(request, Date.now());
  if (state === "stale") return { state: "invalid" };
  if (state === "subscribed") return { state: "already", email: request.email };
  if ((await resubscribe(request.subscription_id, request.requested_at)) === "resubscribed") {
    return { state: "resubscribed", email: request.email };
  }
  // Changed meanwhile: back on the list by another request, or unsubscribed again since.
  return (await isSubscribed(request.email))
    ? { state: "already", email: request.email }
    : { state: "invalid" };
}
