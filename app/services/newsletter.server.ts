import type { AppLoadContext } from "react-router";
import { isHoneypotFilled } from "#app/lib/honeypot.ts";
import { createSubscription, isSubscribed } from "#app/models/subscriptions.server.ts";
import { spend, spendForEmail, type Verdict } from "./rate-limit.server.ts";

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
 * The sign-up: the client's `subscribe` budget, then the address's (whoever sends it). A filled
 * honeypot field is a bot: it is told "created" and nothing is stored.
 */
export async function signUp(
  context: AppLoadContext | undefined,
  email: string,
  honeypot: unknown,
): Promise<Refused | { ok: true; outcome: "created" | "exists" }> {
  const verdict = await spend(context, "subscribe");
  if (!verdict.ok) return verdict;
  const perEmail = await spendForEmail(context, email);
  if (!perEmail.ok) return perEmail;
  if (isHoneypotFilled(honeypot)) return { ok: true, outcome: "created" };
  return { ok: true, outcome: await createSubscription(email) };
}
