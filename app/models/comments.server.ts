import { db } from "#app/db/client.server.ts";
import type { CommentStatus } from "#app/db/schema.ts";
import { commentTextHash } from "#app/lib/comment-text.server.ts";
import { normaliseEmail } from "#app/lib/email.server.ts";
import type { ArticleComment, CommentReply } from "#app/lib/types.ts";

/*
 * Readers' comments and the owners' replies (migration 018). Only approved ones are shown and
 * counted: `posts.comment_count` is the imported starting figure plus the approved comments and
 * the approved replies of approved comments, changed in the same transaction as a status, so the
 * count and the page never disagree (those decisions: app/models/comment-decisions.server.ts).
 * Here: storing a reader's comment, and every read. Ids grow with time: "oldest first" is id order.
 */

/** Top-level comments on a page of an article (issue 40, item 6). */
export const COMMENTS_PER_PAGE = 50;

export interface NewComment {
  postId: string;
  name: string;
  /** Optional; stored normalised, never shown. */
  email: string | null;
  notify: boolean;
  body: string;
}

/**
 * Stores a reader's comment as pending; returns its id. `mailLease` (mail configured): the
 * owners' moderation mail is queued with it, claimed by the caller's first send attempt until
 * then (app/services/mail-queue.server.ts), as the contact mail is.
 */
export async function insertPendingComment(
  comment: NewComment,
  mailLease: string | null = null,
): Promise<number> {
  const k = await db();
  const row = await k
    .insertInto("comments")
    .values({
      post_id: comment.postId,
      parent_id: null,
      name: comment.name,
      email: comment.email ? normaliseEmail(comment.email) : null,
      notify: comment.notify && comment.email ? 1 : 0,
      body: comment.body,
      status: "pending",
      author_id: null,
      created_at: new Date().toISOString(),
      decided_at: null,
      text_hash: commentTextHash(comment.body),
      mail_attempts: mailLease ? 1 : 0,
      next_mail_at: mailLease,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A page (1-based) of a post's approved comments, oldest first, each with its approved replies,
 * and `total`, the post's approved top-level comments (the pages: total / COMMENTS_PER_PAGE).
 */
export async function approvedComments(
  postId: string,
  page = 1,
  perPage = COMMENTS_PER_PAGE,
): Promise<{ comments: ArticleComment[]; total: number }> {
  const k = await db();
  const [rows, count] = await Promise.all([
    k
      .selectFrom("comments")
      .select(["id", "name", "body", "created_at"])
      .where("post_id", "=", postId)
      .where("status", "=", "approved")
      .where("parent_id", "is", null)
      .orderBy("id")
      .limit(perPage)
      .offset((Math.max(1, page) - 1) * perPage)
      .execute(),
    k
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("post_id", "=", postId)
      .where("status", "=", "approved")
      .where("parent_id", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const replies =
    ids.length === 0
      ? []
      : await k
          .selectFrom("comments as c")
          .leftJoin("authors as a", "a.id", "c.author_id")
          .select([
            "c.id",
            "c.parent_id",
            "c.name",
            "c.body",
            "c.created_at",
            "a.id as a_id",
            "a.author_id as a_key",
            "a.display_name",
            "a.avatar",
            "a.href",
          ])
          .where("c.parent_id", "in", ids)
          .where("c.status", "=", "approved")
          .orderBy("c.id")
          .execute();
  const byParent = new Map<number, CommentReply[]>();
  for (const r of replies) {
    const list = byParent.get(Number(r.parent_id)) ?? [];
    list.push({
      id: Number(r.id),
      name: r.name,
      body: r.body,
      createdAt: r.created_at,
      author:
        r.a_id == null
          ? null
          : {
              id: Number(r.a_id),
              authorId: r.a_key ?? "",
              displayName: r.display_name ?? r.name,
              avatar: r.avatar ?? "",
              href: r.href ?? "",
            },
    });
    byParent.set(Number(r.parent_id), list);
  }
  return {
    comments: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      body: r.body,
      createdAt: r.created_at,
      replies: byParent.get(Number(r.id)) ?? [],
    })),
    total: Number(count.n),
  };
}

/** A stored comment or reply, with its post's slug (null when the post is not live now). */
export interface StoredComment {
  id: number;
  postId: string;
  slug: string | null;
  parentId: number | null;
  name: string;
  email: string | null;
  notify: boolean;
  body: string;
  status: CommentStatus;
  authorId: number | null;
  createdAt: string;
  decidedAt: string | null;
}

export async function findComment(id: number): Promise<StoredComment | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("comments as c")
    .leftJoin("posts as p", "p.id", "c.post_id")
    .select([
      "c.id",
      "c.post_id",
      "p.slug",
      "c.parent_id",
      "c.name",
      "c.email",
      "c.notify",
      "c.body",
      "c.status",
      "c.author_id",
      "c.created_at",
      "c.decided_at",
    ])
    .where("c.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    postId: row.post_id,
    slug: row.slug ?? null,
    parentId: row.parent_id == null ? null : Number(row.parent_id),
    name: row.name,
    email: row.email,
    notify: Number(row.notify) === 1,
    body: row.body,
    status: row.status,
    authorId: row.author_id == null ? null : Number(row.author_id),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** A pending comment as the owners' list shows it (`npm run comments -- --json`). */
export interface PendingComment {
  id: number;
  slug: string | null;
  name: string;
  text: string;
  createdAt: string;
}

/** Comments waiting for the owners, oldest first. */
export async function pendingComments(): Promise<PendingComment[]> {
  const k = await db();
  const rows = await k
    .selectFrom("comments as c")
    .leftJoin("posts as p", "p.id", "c.post_id")
    .select(["c.id", "p.slug", "c.name", "c.body", "c.created_at"])
    .where("c.status", "=", "pending")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug ?? null,
    name: r.name,
    text: r.body,
    createdAt: r.created_at,
  }));
}

/** Whether the post already has a comment (any status) with this text (commentTextHash). */
export async function hasSameText(postId: string, body: string): Promise<boolean> {
  const k = await db();
  const row = await k
    .selectFrom("comments")
    .select("id")
    .where("text_hash", "=", commentTextHash(body))
    .where("post_id", "=", postId)
    .executeTakeFirst();
  return !!row;
}

/** The post's comments (any status, replies excluded) written in the last `minutes`. */
export async function countRecentComments(
  postId: string,
  minutes: number,
  now = new Date(),
): Promise<number> {
  const k = await db();
  const row = await k
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("post_id", "=", postId)
    .where("created_at", ">=", new Date(now.getTime() - minutes * 60_000).toISOString())
    .where("author_id", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What changes whenever the comments shown anywhere change: the approved count and the latest
 * decision (an approval, a rejection, a reply; a deletion changes the count). Each serving process
 * compares it every 2 s to renew the pages a moderation changed (server/lifecycle.ts).
 */
export async function commentsSignature(): Promise<{ signature: string; decidedAt: string }> {
  const k = await db();
  const [approved, latest] = await Promise.all([
    k
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow(),
    k
      .selectFrom("comments")
      .select((eb) => eb.fn.max("decided_at").as("at"))
      .executeTakeFirst(),
  ]);
  const decidedAt = latest?.at ?? "";
  return { signature: `${Number(approved.n)}|${decidedAt}`, decidedAt };
}

/** The live posts (their page paths) with a comment decided after `since` (ISO time). */
export async function postsDecidedSince(since: string): Promise<string[]> {
  const k = await db();
  const rows = await k
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select("p.href")
    .distinct()
    .where("c.decided_at", ">", since)
    .execute();
  return rows.map((r) => r.href);
}
