import { db } from "#app/db/client.server.ts";

/**
 * A newsletter digest's deliveries (migration 008), one per subscriber: claimed before the mail
 * goes out and marked sent after, so that a killed run loses no mail and two runs never send one
 * twice. The digests themselves: app/models/newsletter.server.ts.
 */

/**
 * Puts back the deliveries a killed run had claimed and not marked sent (at most one: a run
 * claims one at a time): this run sends them, so that one reader may get a second copy.
 */
export async function releaseClaimedDeliveries(digestId: number): Promise<number> {
  const k = await db();
  const result = await k
    .updateTable("newsletter_deliveries")
    .set({ status: "pending" })
    .where("digest_id", "=", digestId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface ClaimedDelivery {
  subscriptionId: number;
  email: string;
}

/**
 * Claims the digest's next pending delivery (status `sending`, one more attempt) by an UPDATE
 * guarded by its status, so two runs never claim one; a reader who left the list since the digest
 * was made is marked `skipped` instead. Undefined when none is left.
 */
export async function claimNextDelivery(digestId: number): Promise<ClaimedDelivery | undefined> {
  const k = await db();
  for (;;) {
    const next = await k
      .selectFrom("newsletter_deliveries")
      .innerJoin("subscriptions", "subscriptions.id", "newsletter_deliveries.subscription_id")
      .select([
        "newsletter_deliveries.subscription_id",
        "newsletter_deliveries.attempts",
        "subscriptions.email",
        "subscriptions.unsubscribed_at",
      ])
      .where("newsletter_deliveries.digest_id", "=", digestId)
      .where("newsletter_deliveries.status", "=", "pending")
      .orderBy("newsletter_deliveries.subscription_id")
      .executeTakeFirst();
    if (!next) return undefined;
    const gone = next.unsubscribed_at !== null;
    const result = await k
      .updateTable("newsletter_deliveries")
      .set(gone ? { status: "skipped" } : { status: "sending", attempts: next.attempts + 1 })
      .where("digest_id", "=", digestId)
      .where("subscription_id", "=", next.subscription_id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1 && !gone) {
      return { subscriptionId: Number(next.subscription_id), email: next.email };
    }
  }
}

/** The outcome of a claimed delivery: sent, refused for good, or back to pending (a retry later). */
export async function markDelivery(
  digestId: number,
  subscriptionId: number,
  outcome: { status: "sent" } | { status: "failed" | "pending"; error: string },
): Promise<void> {
  const k = await db();
  await k
    .updateTable("newsletter_deliveries")
    .set(
      outcome.status === "sent"
        ? { status: "sent", sent_at: new Date().toISOString(), error: null }
        : { status: outcome.status, error: outcome.error.slice(0, 1000) },
    )
    .where("digest_id", "=", digestId)
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "sending")
    .execute();
}

/** How many deliveries of the digest are in each status. */
export async function deliveryCounts(digestId: number): Promise<Record<string, number>> {
  const k = await db();
  const rows = await k
    .selectFrom("newsletter_deliveries")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .where("digest_id", "=", digestId)
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
