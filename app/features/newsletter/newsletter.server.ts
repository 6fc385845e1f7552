import type { AppLoadContext } from "react-router";
import { env } from "#app/env.server.ts";
import { welcomeMail } from "#app/features/newsletter/newsletter-mail.ts";
import {
  tokenMatches,
  tokenSubscriptionId,
  unsubscribeUrl,
} from "#app/features/newsletter/newsletter-token.server.ts";
import { isHoneypotFilled } from "#app/lib/honeypot.ts";
import { mailConfigured, sendNewsletterMail } from "#app/lib/mail.server.ts";
import { firstAttemptLease, type MailQueue, mailInBackground } from "#app/lib/mail-queue.server.ts";
import { spend, spendForEmail, type Verdict } from "#app/lib/rate-limit.server.ts";
import {
  createSubscription,
  getSubscription,
  getWelcomeSubscriber,
  isSubscribed,
  unsubscribe,
} from "#app/models/subscriptions.server.ts";

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
 * and nothing is stored.
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
  // With mail configured, the welcome mail is queued with the row and sent after the answer.
  const lease = mailConfigured() ? firstAttemptLease() : undefined;
  const { outcome, welcomeId } = await createSubscription(email, lease);
  if (welcomeId !== undefined) mailInBackground(welcomeMailQueue, welcomeId);
  return { ok: true, outcome };
}

/**
 * Welcome mails as a mail queue (app/lib/mail-queue.server.ts): retried with back-off, and
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
 * What an unsubscribe token names (docs/newsletter.md): "invalid" for a malformed, forged or stale
 * token (another secret, no such subscription); else whether the address is still on the list.
 */
export async function checkUnsubscribeToken(
  token: string,
): Promise<{ state: "invalid" } | { state: "subscribed" | "unsubscribed"; email: string }> {
  const id = tokenSubscriptionId(token);
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
  const id = tokenSubscriptionId(token) as number;
  return { state: await unsubscribe(id), email: checked.email };
}
