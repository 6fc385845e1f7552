import { database } from "#app/db/client.server.ts";

/**
 * The queue of page views forwarded to `ANALYTICS_FORWARD_URL` (app/features/analytics/
 * forward.server.ts): queued, claimed and retried like the mails, and deleted a day after they
 * are done. The page views themselves: app/models/page-views.server.ts.
 */

/** Queues a page view to forward, claimed by its first attempt until `lease`; returns its id. */
export async function queueForward(payload: string, lease: string | null): Promise<number> {
  const { db: k } = await database();
  const row = await k
    .insertInto("analytics_forwards")
    .values({
      payload,
      created_at: new Date().toISOString(),
      mail_attempts: 1,
      next_mail_at: lease,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A queued forward's payload, or undefined when it is gone. */
export async function forwardPayload(id: number): Promise<string | undefined> {
  const { db: k } = await database();
  const row = await k
    .selectFrom("analytics_forwards")
    .select("payload")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.payload;
}

/** Deletes the forwards done (sent, or given up) over a day ago: the queue keeps no history. */
export async function deleteOldForwards(now = new Date()): Promise<void> {
  const { db: k } = await database();
  await k
    .deleteFrom("analytics_forwards")
    .where("next_mail_at", "is", null)
    .where("created_at", "<", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
}
