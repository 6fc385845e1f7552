import { db } from "#app/db/client.server.ts";
import { normaliseEmail } from "#app/lib/email.server.ts";

/*
 * The owners' side of the comments (issue 40, items 4 and 5), beside app/models/comments.server.ts:
 * the moderation links used (migration 019), what the comments' mails say, the readers' notice
 * settings, and the renewal of the pages a decision changes.
 */

/**
 * Claims a moderation link (its key: action, comment and time made): true for the one request
 * that inserts it, false once it was used.
 */
export async function claimLink(link: string, commentId: number): Promise<boolean> {
  const k = await db();
  const inserted = await k
    .insertInto("comment_links_used")
    .values({ link, comment_id: commentId, used_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("link").doNothing())
    .returning("link")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives a claimed link back (what it was to do failed): it works again. */
export async function releaseLink(link: string): Promise<void> {
  const k = await db();
  await k.deleteFrom("comment_links_used").where("link", "=", link).execute();
}

/** Forgets the links used more than `days` ago (dead by then anyway); returns how many. */
export async function deleteOldLinkUses(days: number, now = new Date()): Promise<number> {
  const k = await db();
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await k
    .deleteFrom("comment_links_used")
    .where("used_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Queues a comment's or a reply's mail, claimed by the caller's first attempt until `lease`
 * (app/services/mail-queue.server.ts), unless it is queued already (stored with its lease). False when
 * there is no such row.
 */
export async function queueCommentMail(id: number, lease: string | null): Promise<boolean> {
  const k = await db();
  await k
    .updateTable("comments")
    .set({ mail_attempts: 1, next_mail_at: lease })
    .where("id", "=", id)
    .where("mail_attempts", "=", 0)
    .where("mailed_at", "is", null)
    .execute();
  const row = await k.selectFrom("comments").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** What a comment's or a reply's mail says: the comment, its post, and for a reply its answer. */
export interface CommentMailFacts {
  id: number;
  name: string;
  body: string;
  post: { title: string; href: string } | null;
  /** For a reply: the comment it answers, and who may be told. */
  parent: { id: number; name: string; body: string; email: string | null; notify: boolean } | null;
}

export async function commentMailFacts(id: number): Promise<CommentMailFacts | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("comments as c")
    .leftJoin("posts as p", "p.id", "c.post_id")
    .leftJoin("comments as parent", "parent.id", "c.parent_id")
    .select([
      "c.id",
      "c.name",
      "c.body",
      "p.title",
      "p.href",
      "parent.id as parent_id",
      "parent.name as parent_name",
      "parent.body as parent_body",
      "parent.email as parent_email",
      "parent.notify as parent_notify",
    ])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: row.name,
    body: row.body,
    post: row.title != null && row.href != null ? { title: row.title, href: row.href } : null,
    parent:
      row.parent_id == null
        ? null
        : {
            id: Number(row.parent_id),
            name: row.parent_name ?? "",
            body: row.parent_body ?? "",
            email: row.parent_email ?? null,
            notify: Number(row.parent_notify) === 1,
          },
  };
}

/** The author (`authors.id`) of the post a comment is on: who replies to it. */
export async function postAuthorOfComment(id: number): Promise<number | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select("p.author_id")
    .where("c.id", "=", id)
    .executeTakeFirst();
  return row ? Number(row.author_id) : undefined;
}

/** Stops the reply notices to an address, on every comment it wrote; returns how many. */
export async function stopReplyNotices(email: string): Promise<number> {
  const k = await db();
  const result = await k
    .updateTable("comments")
    .set({ notify: 0 })
    .where("email", "=", normaliseEmail(email))
    .where("notify", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether a moderation link was used (the Reply page shows its form only while it was not). */
export async function linkUsed(link: string): Promise<boolean> {
  const k = await db();
  const row = await k
    .selectFrom("comment_links_used")
    .select("link")
    .where("link", "=", link)
    .executeTakeFirst();
  return row !== undefined;
}
