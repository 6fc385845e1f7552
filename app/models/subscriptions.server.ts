import { domainToUnicode } from "node:url";
import { db } from "#app/db/client.server.ts";

/**
 * Emails are stored normalised (trimmed, lower-cased, an internationalised domain in Unicode:
 * `user@XN--BCHER-KVA.de` is `user@bücher.de`, `user@ｅxample.com` is `user@example.com`) so one
 * address is one row; the sign-up limit per address keys on the same form.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = at >= 0 ? domainToUnicode(lower.slice(at + 1)) : "";
  return domain ? `${lower.slice(0, at)}@${domain}` : lower;
}

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
 * Adds an address (or puts back one that had unsubscribed); "exists" when it is on the list
 * already. Race-safe: the UNIQUE constraint with ON CONFLICT decides, so concurrent calls for one
 * address make exactly one row and one "created". `welcomeLease` (mail configured): in the same
 * transaction, the welcome mail is queued, claimed by the caller's first attempt until then
 * (app/lib/mail-queue.server.ts); its id is returned.
 */
export async function createSubscription(
  email: string,
  welcomeLease?: string | null,
): Promise<{ outcome: "created" | "exists"; welcomeId?: number }> {
  const k = await db();
  return k.transaction().execute(async (tx) => {
    const now = new Date().toISOString();
    const row = await tx
      .insertInto("subscriptions")
      .values({ email: normaliseEmail(email), created_at: now, unsubscribed_at: null })
      .onConflict((oc) =>
        oc
          .column("email")
          .doUpdateSet({ created_at: now, unsubscribed_at: null })
          .where("subscriptions.unsubscribed_at", "is not", null),
      )
      .returning("id")
      .executeTakeFirst();
    if (!row) return { outcome: "exists" as const };
    if (welcomeLease === undefined) return { outcome: "created" as const };
    const welcome = await tx
      .insertInto("newsletter_welcomes")
      .values({
        subscription_id: row.id,
        created_at: now,
        mail_attempts: 1,
        next_mail_at: welcomeLease,
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
