import { domainToUnicode } from "node:url";
import { db } from "#app/db/client.server.ts";

/**
 * Emails are stored normalised (trimmed, lower-cased, an internationalised domain in Unicode:
 * `user@XN--BCHER-KVA.de` is `user@bücher.de`) so one address is one row.
 */
function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = at >= 0 ? domainToUnicode(lower.slice(at + 1)) : "";
  return domain ? `${lower.slice(0, at)}@${domain}` : lower;
}

export async function isSubscribed(email: string): Promise<boolean> {
  const k = await db();
  const row = await k
    .selectFrom("subscriptions")
    .select("id")
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  return !!row;
}

/**
 * Adds an address; "exists" when it was already there. Race-safe: the UNIQUE constraint with
 * ON CONFLICT DO NOTHING decides, so concurrent calls for one address make exactly one row.
 */
export async function createSubscription(email: string): Promise<"created" | "exists"> {
  const k = await db();
  const result = await k
    .insertInto("subscriptions")
    .values({ email: normaliseEmail(email), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "created" : "exists";
}
