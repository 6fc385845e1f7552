import type { Kysely, Transaction } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB } from "#app/db/schema.ts";
import { commentTextHash } from "#app/lib/comment-text.server.ts";
import { normaliseEmail } from "#app/lib/email.server.ts";

/*
 * The owners' decisions on readers' comments (app/models/comments.server.ts stores and reads
 * them): approve, reject, delete, reply, erase by email, and the retention of rejected ones. Each
 * changes `posts.comment_count` in the same transaction as the status it sets, so the count and
 * the page never disagree.
 */

type Tx = Kysely<DB> | Transaction<DB>;

/**
 * How much an approved comment adds to its post's count: a comment, itself and its approved
 * replies; a reply, itself if the comment it answers is approved (else it is not shown).
 */
async function weightOf(tx: Tx, row: { id: number; parent_id: number | null }): Promise<number> {
  if (row.parent_id != null) {
    const parent = await tx
      .selectFrom("comments")
      .select("status")
      .where("id", "=", row.parent_id)
      .executeTakeFirst();
    return parent?.status === "approved" ? 1 : 0;
  }
  const replies = await tx
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("parent_id", "=", row.id)
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  return 1 + Number(replies.n);
}

async function addToCount(tx: Tx, postId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .updateTable("posts")
    .set((eb) => ({ comment_count: eb("comment_count", "+", delta) }))
    .where("id", "=", postId)
    .execute();
}

/**
 * What a moderation step did: "done", "unchanged" (it was so already: a link used twice) or
 * "missing" (no such comment, or deleted).
 */
export type ModerationOutcome = "done" | "unchanged" | "missing";

/** Sets a comment's status, and its post's count with it, in one transaction. */
async function setStatus(id: number, status: "approved" | "rejected"): Promise<ModerationOutcome> {
  const k = await db();
  return k.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("comments")
      .select(["id", "post_id", "parent_id", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return "missing";
    // Guarded by the status read: of two concurrent steps, one changes it.
    const changed = await tx
      .updateTable("comments")
      .set({ status, decided_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "=", row.status)
      .where("status", "!=", status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return "unchanged";
    const shape = { id: Number(row.id), parent_id: row.parent_id };
    if (status === "approved") await addToCount(tx, row.post_id, await weightOf(tx, shape));
    else if (row.status === "approved") {
      await addToCount(tx, row.post_id, -(await weightOf(tx, shape)));
    }
    return "done";
  });
}

/** Approves a comment (or a reply): it is shown and counted, with its approved replies. */
export function approveComment(id: number): Promise<ModerationOutcome> {
  return setStatus(id, "approved");
}

/** Rejects a comment: off the page and the count, with its replies; kept for the retention. */
export function rejectComment(id: number): Promise<ModerationOutcome> {
  return setStatus(id, "rejected");
}

async function deleteIn(tx: Tx, id: number): Promise<boolean> {
  const row = await tx
    .selectFrom("comments")
    .select(["id", "post_id", "parent_id", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return false;
  if (row.status === "approved") {
    const weight = await weightOf(tx, { id: Number(row.id), parent_id: row.parent_id });
    await addToCount(tx, row.post_id, -weight);
  }
  await tx.deleteFrom("comments").where("parent_id", "=", id).execute();
  await tx.deleteFrom("comments").where("id", "=", id).execute();
  return true;
}

/** Deletes a comment (any status) and its replies, lowering the count by what was shown. */
export async function deleteComment(id: number): Promise<ModerationOutcome> {
  const k = await db();
  return k.transaction().execute(async (tx) => ((await deleteIn(tx, id)) ? "done" : "missing"));
}

/**
 * Stores an owners' reply beneath comment `parentId`, approved at once, under the name of the
 * author `authorId` (`authors.id`). Answering a comment publishes it: a pending or rejected one is
 * approved with the reply. Returns the reply's id, or undefined when the comment is missing or is
 * itself a reply.
 */
export async function insertReply(
  parentId: number,
  authorId: number,
  body: string,
): Promise<number | undefined> {
  const k = await db();
  return k.transaction().execute(async (tx) => {
    const parent = await tx
      .selectFrom("comments")
      .select(["id", "post_id", "parent_id", "status"])
      .where("id", "=", parentId)
      .executeTakeFirst();
    if (!parent || parent.parent_id != null) return undefined;
    const author = await tx
      .selectFrom("authors")
      .select("display_name")
      .where("id", "=", authorId)
      .executeTakeFirst();
    const now = new Date().toISOString();
    const row = await tx
      .insertInto("comments")
      .values({
        post_id: parent.post_id,
        parent_id: parentId,
        name: author?.display_name ?? "Author",
        email: null,
        notify: 0,
        body,
        status: "approved",
        author_id: authorId,
        created_at: now,
        decided_at: now,
        text_hash: commentTextHash(body),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (parent.status === "approved") await addToCount(tx, parent.post_id, 1);
    else {
      await tx
        .updateTable("comments")
        .set({ status: "approved", decided_at: now })
        .where("id", "=", parentId)
        .execute();
      await addToCount(tx, parent.post_id, await weightOf(tx, { id: parentId, parent_id: null }));
    }
    return Number(row.id);
  });
}

/** Erases a reader's comments (and the replies to them) by their email; returns how many. */
export async function eraseCommentsByEmail(email: string): Promise<number> {
  const k = await db();
  return k.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom("comments")
      .select("id")
      .where("email", "=", normaliseEmail(email))
      .orderBy("id", "desc")
      .execute();
    for (const row of rows) await deleteIn(tx, Number(row.id));
    return rows.length;
  });
}

/** Deletes rejected comments decided more than `days` ago (and their replies); returns how many. */
export async function deleteRejectedOlderThan(days: number, now = new Date()): Promise<number> {
  const k = await db();
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  return k.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom("comments")
      .select("id")
      .where("status", "=", "rejected")
      .where("decided_at", "<", before)
      .execute();
    for (const row of rows) await deleteIn(tx, Number(row.id));
    return rows.length;
  });
}

/**
 * What a post's approved comments add to its count: the approved comments and the approved replies
 * of approved comments (the ones its page shows).
 */
export async function shownCommentCount(k: Kysely<DB>, postId: string): Promise<number> {
  const row = await k
    .selectFrom("comments as c")
    .leftJoin("comments as parent", "parent.id", "c.parent_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("c.post_id", "=", postId)
    .where("c.status", "=", "approved")
    .where((eb) => eb.or([eb("c.parent_id", "is", null), eb("parent.status", "=", "approved")]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
