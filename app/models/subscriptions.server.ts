import { db } from "#app/db/client.server.ts";
import { normaliseEmail } from "#app/lib/email.server.ts";

/* Emails are stored as normaliseEmail writes them (app/lib/email.server.ts): one address, one row. */

/** Whether the address is on the list (signed up, and not unsubscribed since). */
export async function isSubscribed(email: string): Promise<boolean> {
  const k = await db();
  const row = await k
    .selectFrom("subscriptions")
    .select("id")
    .where("email", "=", normaliseEmail(email))
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return !!row;
}

/**
 * Adds an address; "exists" when it is on the list already; "unsubscribed" when it left the list
 * (it is not put back: only confirming a mail to it does, `resubscribe`). Race-safe: the UNIQUE
 * constraint with ON CONFLICT decides, so concurrent calls for one address make exactly one row and
 * one "created". `mailLease` (mail configured): in the same transaction, the mail the outcome
 * calls for is queued, claimed by the caller's first attempt until then
 * (app/services/mail-queue.server.ts): a new address's welcome, or an unsubscribed one's confirmation;
 * its id is returned.
 */
export async function createSubscription(
  email: string,
  mailLease?: string | null,
): Promise<{
  outcome: "created" | "exists" | "unsubscribed";
  welcomeId?: number;
  confirmationId?: number;
}> {
  const k = await db();
  return k.transaction().execute(async (tx) => {
    const now = new Date().toISOString();
    const address = normaliseEmail(email);
    const row = await tx
      .insertInto("subscriptions")
      .values({ email: address, created_at: now, unsubscribed_at: null })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      const existing = await tx
        .selectFrom("subscriptions")
        .select(["id", "unsubscribed_at"])
        .where("email", "=", address)
        .executeTakeFirstOrThrow();
      if (existing.unsubscribed_at === null) return { outcome: "exists" as const };
      if (mailLease === undefined) return { outcome: "unsubscribed" as const };
      const confirmation = await tx
        .insertInto("newsletter_confirmations")
        .values({
          subscription_id: existing.id,
          created_at: now,
          mail_attempts: 1,
          next_mail_at: mailLease,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { outcome: "unsubscribed" as const, confirmationId: Number(confirmation.id) };
    }
    if (mailLease === undefined) return { outcome: "created" as const };
    const welcome = await tx
      .insertInto("newsletter_welcomes")
      .values({
        subscription_id: row.id,
        created_at: now,
        mail_attempts: 1,
        next_mail_at: mailLease,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { outcome: "created" as const, welcomeId: Number(welcome.id) };
  });
}

export interface Subscriber {
  id: number;
  email: string;
  created_at: string;
  unsubscribed_at: string | null;
}

/** A subscription by id, whether or not it is still on the list. */
export async function getSubscription(id: number): Promise<Subscriber | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("subscriptions")
    .select(["id", "email", "created_at", "unsubscribed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** Takes a subscription off the list; "already" when it was off. */
export async function unsubscribe(id: number): Promise<"unsubscribed" | "already"> {
  const k = await db();
  const result = await k
    .updateTable("subscriptions")
    .set({ unsubscribed_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "unsubscribed" : "already";
}

/** The current list, oldest sign-up first. */
export async function listSubscribers(): Promise<Subscriber[]> {
  const k = await db();
  const rows = await k
    .selectFrom("subscriptions")
    .select(["id", "email", "created_at", "unsubscribed_at"])
    .where("unsubscribed_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The subscription a welcome mail is for. */
export async function getWelcomeSubscriber(welcomeId: number): Promise<Subscriber | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("newsletter_welcomes")
    .innerJoin("subscriptions", "subscriptions.id", "newsletter_welcomes.subscription_id")
    .select([
      "subscriptions.id",
      "subscriptions.email",
      "subscriptions.created_at",
      "subscriptions.unsubscribed_at",
    ])
    .where("newsletter_welcomes.id", "=", welcomeId)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** A confirmation mail's request: whom it is for, and when it was asked for. */
export interface ConfirmationRequest {
  id: number;
  subscription_id: number;
  email: string;
  /** When the sign-up asked for it. */
  requested_at: string;
  /** The subscription's: null when it is on the list. */
  unsubscribed_at: string | null;
}

/** A confirmation (migration 010) with its subscription's address and state. */
export async function getConfirmation(id: number): Promise<ConfirmationRequest | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("newsletter_confirmations")
    .innerJoin("subscriptions", "subscriptions.id", "newsletter_confirmations.subscription_id")
    .select([
      "newsletter_confirmations.id",
      "newsletter_confirmations.subscription_id",
      "newsletter_confirmations.created_at as requested_at",
      "subscriptions.email",
      "subscriptions.unsubscribed_at",
    ])
    .where("newsletter_confirmations.id", "=", id)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id), subscription_id: Number(row.subscription_id) };
}

/**
 * Puts a subscription that left the list back on it, as a confirmation asked for at `requestedAt`
 * allows: only if it unsubscribed before then (a link asked for before a later unsubscribe puts
 * nobody back). "resubscribed", or "unchanged" (on the list already, or the link is stale).
 */
export async function resubscribe(
  subscriptionId: number,
  requestedAt: string,
): Promise<"resubscribed" | "unchanged"> {
  const k = await db();
  const result = await k
    .updateTable("subscriptions")
    .set({ unsubscribed_at: null, created_at: new Date().toISOString() })
    .where("id", "=", subscriptionId)
    .where("unsubscribed_at", "is not", null)
    .where("unsubscribed_at", "<=", requestedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "resubscribed" : "unchanged";
}
