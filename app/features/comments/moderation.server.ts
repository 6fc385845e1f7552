import { env } from "#app/env.server.ts";
import {
  approveComment,
  deleteRejectedOlderThan,
  insertReply,
  type ModerationOutcome,
  rejectComment,
} from "#app/models/comment-decisions.server.ts";
import {
  claimLink,
  commentMailFacts,
  deleteOldLinkUses,
  linkUsed,
  postAuthorOfComment,
  queueCommentMail,
  releaseLink,
  stopReplyNotices,
} from "#app/models/comment-moderation.server.ts";
import { findComment, type StoredComment } from "#app/models/comments.server.ts";
import {
  firstAttemptLease,
  type MailQueue,
  mailConfigured,
  mailInBackground,
  sendNewsletterMail,
  sendOwnersMail,
} from "#app/services/wiring.server.ts";
import {
  checkModerationToken,
  moderationUrl,
  stopTokenId,
  stopTokenMatches,
  stopUrl,
} from "./comment-links.server.ts";
import { moderationMail, replyNoticeMail } from "./comment-mail.ts";
import type { LinkView } from "./moderation-page.tsx";
import { replyTextProblem } from "./reply-text.ts";

/*
 * The owners' moderation (issue 40, item 4): the comments' mails, queued and retried like the
 * contact mail, the mail's links, and the replies; shared by the link pages and `npm run comments`.
 */

/** The article's comments on the site, absolute (a post not live now: the home page). */
function articleUrl(post: { href: string } | null): string {
  return new URL(post ? `${post.href}#comments` : "/", env().SITE_URL).href;
}

/**
 * The comments' mails as one queue (app/services/mail-queue.server.ts) on the comments' own rows: a
 * reader's comment is mailed to the owners with its Approve, Reject and Reply links; an owners'
 * reply, to the reader who asked to be told (nothing, "skipped", if they no longer want it).
 */
export const commentMail: MailQueue = {
  table: "comments",
  label: "comment mail",
  async send(id) {
    const facts = await commentMailFacts(id);
    if (!facts) return "skipped";
    const article = {
      title: facts.post?.title ?? "a post no longer on the site",
      url: articleUrl(facts.post),
    };
    const { parent } = facts;
    if (parent) {
      if (!parent.notify || !parent.email) return "skipped";
      const mail = replyNoticeMail({
        article,
        comment: { name: parent.name, text: parent.body },
        reply: { author: facts.name, text: facts.body },
        stopUrl: stopUrl(parent.id, parent.email),
      });
      return sendNewsletterMail(parent.email, mail, stopUrl(parent.id, parent.email));
    }
    const links = {
      approve: moderationUrl("approve", id),
      reject: moderationUrl("reject", id),
      reply: moderationUrl("reply", id),
    };
    return sendOwnersMail(
      moderationMail({ article, comment: { name: facts.name, text: facts.body }, links }),
    );
  },
};

/**
 * Mails a comment just stored as pending to the owners (MAIL_TO), in the background: queued on
 * its row and retried with back-off like the contact mail. The reader's action calls it after
 * storing the comment (with or without the row's first lease, `insertPendingComment`'s
 * `mailLease`). Nothing to do when SMTP is not configured: `npm run comments` lists it.
 */
export async function queueModerationMail(commentId: number): Promise<void> {
  if (!mailConfigured()) return;
  if (await queueCommentMail(commentId, firstAttemptLease()))
    mailInBackground(commentMail, commentId);
}

/** What a moderation link did, or why it did nothing. */
export type LinkResult =
  | {
      /** `open`: a Reply link not used yet, its form to show. */
      state: "approved" | "rejected" | "replied" | "open";
      comment: StoredComment;
      already?: boolean;
    }
  | { state: "used" | "expired" | "invalid" | "missing" };

/** The HTTP status of a link's page: 200 when it did its work, a 4xx when it did nothing. */
export function linkStatus(result: { state: string }): number {
  const statuses: Record<string, number> = { used: 409, expired: 410, invalid: 404, missing: 404 };
  return statuses[result.state] ?? 200;
}

/** A reader's comment a link names (not a reply), if it is still there. */
async function commentOf(id: number): Promise<StoredComment | undefined> {
  const comment = await findComment(id);
  return comment && comment.parentId === null ? comment : undefined;
}

/**
 * Approves or rejects a comment: the change is on every page that shows the post within 2 s (each
 * serving process watches the comments' signature and renews those pages: server/lifecycle.ts).
 */
export function decide(action: "approve" | "reject", id: number): Promise<ModerationOutcome> {
  return action === "approve" ? approveComment(id) : rejectComment(id);
}

/**
 * An Approve or Reject link, opened: it does its work once, within 30 days of the mail; a used,
 * expired or forged link changes nothing.
 */
export async function moderateByLink(
  action: "approve" | "reject",
  token: string,
): Promise<LinkResult> {
  const checked = checkModerationToken(action, token);
  if (checked.state !== "valid") return { state: checked.state };
  if (!(await commentOf(checked.id))) return { state: "missing" };
  if (!(await claimLink(checked.link, checked.id))) return { state: "used" };
  let outcome: ModerationOutcome;
  try {
    outcome = await decide(action, checked.id);
  } catch (error) {
    await releaseLink(checked.link).catch(() => {});
    throw error;
  }
  const comment = await commentOf(checked.id);
  if (outcome === "missing" || !comment) return { state: "missing" };
  const state = action === "approve" ? "approved" : "rejected";
  return { state, comment, already: outcome === "unchanged" };
}

/** A Reply link, opened: the comment to answer, while the link works. */
export async function replyLinkState(token: string): Promise<LinkResult> {
  const checked = checkModerationToken("reply", token);
  if (checked.state !== "valid") return { state: checked.state };
  const comment = await commentOf(checked.id);
  if (!comment) return { state: "missing" };
  if (await linkUsed(checked.link)) return { state: "used" };
  return { state: "open", comment };
}

/**
 * The owners' reply to comment `id`, approved at once under the name of the post's author (a
 * pending comment is approved with it), the reader told when they asked to be. Undefined when
 * there is no such comment (or it is a reply, or its post is not on the site).
 */
export async function replyAsOwner(id: number, text: string): Promise<number | undefined> {
  const author = await postAuthorOfComment(id);
  if (author === undefined) return undefined;
  const replyId = await insertReply(id, author, text.trim());
  if (replyId === undefined) return undefined;
  const parent = await findComment(id);
  if (parent?.notify && parent.email && mailConfigured()) {
    if (await queueCommentMail(replyId, firstAttemptLease()))
      mailInBackground(commentMail, replyId);
  }
  return replyId;
}

/** A Reply link's form, posted: the reply is stored once, then the link is used. */
export async function replyByLink(
  token: string,
  text: string,
): Promise<LinkResult | { state: "problem"; message: string; comment: StoredComment }> {
  const open = await replyLinkState(token);
  if (open.state !== "open") return open;
  const problem = replyTextProblem(text);
  if (problem) return { state: "problem", message: problem, comment: open.comment };
  const checked = checkModerationToken("reply", token);
  if (checked.state !== "valid" || !(await claimLink(checked.link, open.comment.id))) {
    return { state: "used" };
  }
  try {
    if ((await replyAsOwner(open.comment.id, text)) === undefined) return { state: "missing" };
  } catch (error) {
    await releaseLink(checked.link).catch(() => {});
    throw error;
  }
  return { state: "replied", comment: (await commentOf(open.comment.id)) ?? open.comment };
}

/** Whether a stop link is genuine and its address still stored (its confirm page). */
export async function stopTokenState(token: string): Promise<boolean> {
  const id = stopTokenId(token);
  const comment = id === undefined ? undefined : await findComment(id);
  return !!comment?.email && stopTokenMatches(token, comment.id, comment.email);
}

/**
 * A reader's stop link (in the reply notice, and its List-Unsubscribe header): no more reply
 * notices to that address, on any comment. "invalid" for a forged link or an erased address.
 */
export async function stopByToken(token: string): Promise<"stopped" | "invalid"> {
  const id = stopTokenId(token);
  const comment = id === undefined ? undefined : await findComment(id);
  if (!comment?.email || !stopTokenMatches(token, comment.id, comment.email)) return "invalid";
  await stopReplyNotices(comment.email);
  return "stopped";
}

/** How long rejected comments (and the record of used links) are kept: docs/privacy.md. */
const REJECTED_KEPT_DAYS = 30;

/** Deletes the rejected comments decided more than 30 days ago; returns how many. */
export async function purgeRejectedComments(now = new Date()): Promise<number> {
  const deleted = await deleteRejectedOlderThan(REJECTED_KEPT_DAYS, now);
  await deleteOldLinkUses(REJECTED_KEPT_DAYS + 1, now);
  return deleted;
}

/** The page of a link's outcome: what the view shows of the comment and its article. */
export async function linkView(result: LinkResult): Promise<LinkView> {
  if (!("comment" in result)) return { state: result.state };
  const facts = await commentMailFacts(result.comment.id);
  return {
    state: result.state === "open" ? "reply-form" : result.state,
    article: facts?.post ?? null,
    comment: { name: result.comment.name, text: result.comment.body },
    already: result.already,
  };
}
