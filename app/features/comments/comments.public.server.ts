import { type ActionFunctionArgs, data, redirect } from "react-router";
import { z } from "zod";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { notFound } from "#app/lib/error-page.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/lib/honeypot.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { retryAfter } from "#app/lib/rate-limit.server.ts";
import type { CommentsPage } from "#app/lib/types.ts";
import {
  approvedComments,
  COMMENTS_PER_PAGE,
  countRecentComments,
  hasSameText,
  insertPendingComment,
} from "#app/models/comments.server.ts";
import { findPostByPathname } from "#app/models/posts.server.ts";
import { readFields } from "#app/services/request-body.server.ts";
import { spend } from "#app/services/wiring.server.ts";
import {
  ARTICLE_BUDGET,
  ARTICLE_WINDOW_MINUTES,
  type CommentResult,
  type CommentValues,
  clientLimitMessage,
  countLinks,
  FIELD,
  MAX_LINKS,
  MESSAGES,
  sentTooFast,
} from "./comment-rules.ts";
import { commentSchema } from "./comment-schema.server.ts";
import { commentStamp, stampTime } from "./comment-stamp.server.ts";
import { queueModerationMail } from "./moderation.server.ts";

/**
 * What the article's "Questions and tips" shows (issue 40): the page of approved comments the
 * URL's `?comments=` asks for (50 top-level comments a page), and the form's signed time stamp.
 */
export interface CommentsData extends CommentsPage {
  stamp: string;
  /** `?comment=received`: the page a comment sent without JavaScript is redirected to. */
  received: boolean;
}

export async function loadComments(postId: string, url: string): Promise<CommentsData> {
  const query = readQuery(url, QUERY.article);
  const asked = Number(query.comments ?? 1);
  const { comments, total } = await approvedComments(postId, asked);
  const pages = Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
  return {
    comments,
    total,
    page: asked,
    pages,
    stamp: commentStamp(postId),
    received: query.comment === "received",
  };
}

/** A refusal: the page again with the message, the reader's text kept, and the status. */
function refused(
  status: number,
  message: string,
  values?: CommentValues,
  extra: {
    fields?: Extract<CommentResult, { status: "error" }>["fields"];
    headers?: HeadersInit;
  } = {},
) {
  return data<CommentResult>(
    { status: "error", message, values, ...(extra.fields ? { fields: extra.fields } : {}) },
    { status, headers: extra.headers },
  );
}

/**
 * The action of every article route (issue 40, items 1 and 3): a reader's question or tip, posted
 * by the form under the article to the article's own URL. Stored as pending when it passes every
 * rule (nothing is stored otherwise, each refusal a 4xx with its message, the text kept); then,
 * without JavaScript, a 303 back to the article's `#comments` saying so; with it (the enhanced
 * form sets FIELD.enhanced), the result as data. Cross-origin posts never get here
 * (server/guards/cross-origin-actions.ts). A post that is not live (a draft, a scheduled post, no
 * post): 404.
 */
export async function commentAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const post = await findPostByPathname(url.pathname);
  if (!post) throw notFound("article");
  const body = await readFields(request);
  if (!body.ok) {
    const tooLarge = body.response.status === 413;
    return refused(tooLarge ? 413 : 400, tooLarge ? MESSAGES.tooLarge : MESSAGES.invalid);
  }
  const fields = body.fields;
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const values: CommentValues = {
    name: text(FIELD.name),
    email: text(FIELD.email),
    notify: fields[FIELD.notify] != null && fields[FIELD.notify] !== "",
    comment: text(FIELD.comment),
  };
  if (isHoneypotFilled(fields[HONEYPOT_FIELD])) return refused(400, MESSAGES.honeypot);
  const issued = stampTime(fields[FIELD.stamp], post.id);
  if (issued === undefined) return refused(400, MESSAGES.stamp, values);
  if (sentTooFast(issued, Date.now())) return refused(400, MESSAGES.tooFast, values);
  const parsed = commentSchema.safeParse(values);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return refused(400, MESSAGES.invalid, values, {
      fields: { name: errors.name?.[0], email: errors.email?.[0], comment: errors.comment?.[0] },
    });
  }
  if (countLinks(parsed.data.comment) > MAX_LINKS) return refused(400, MESSAGES.links, values);
  for (const budget of ["comment", "commentDay"] as const) {
    const verdict = await spend(context, budget);
    if (!verdict.ok) {
      return refused(429, clientLimitMessage(verdict.retryAfterSeconds), values, {
        headers: retryAfter(verdict),
      });
    }
  }
  if ((await countRecentComments(post.id, ARTICLE_WINDOW_MINUTES)) >= ARTICLE_BUDGET) {
    return refused(429, MESSAGES.article, values, {
      headers: retryAfter({ retryAfterSeconds: 60 }),
    });
  }
  if (await hasSameText(post.id, parsed.data.comment)) return refused(409, MESSAGES.duplicate);
  let id: number;
  try {
    id = await insertPendingComment({
      postId: post.id,
      name: parsed.data.name,
      email: parsed.data.email,
      notify: parsed.data.notify,
      body: parsed.data.comment,
    });
  } catch (error) {
    // The database is away: answered 503 like every other request (server/database-outage.ts).
    if (error instanceof DatabaseUnavailableError) throw error;
    console.error("[comments] comment not stored:", error);
    return refused(500, MESSAGES.failed, values);
  }
  // The owners' mail, queued and retried like the contact mail: the comment is kept whatever the
  // mail does (npm run comments lists it).
  await queueModerationMail(id).catch((error) =>
    console.error("[comments] moderation mail not queued:", error),
  );
  if (fields[FIELD.enhanced]) return data<CommentResult>({ status: "received" });
  return redirect(`${url.pathname}?comment=received#comments`, 303);
}
