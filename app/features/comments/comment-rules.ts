import { waitingTime } from "#app/lib/format.ts";

/*
 * The rules a reader's comment meets before it is stored (issue 40, items 1 and 3), pure: the
 * action (comments.public.server.ts) applies them, each refusal a 4xx with its message.
 */

export const NAME_MAX = 60;
export const COMMENT_MIN = 2;
export const COMMENT_MAX = 2_000;
/** More links than this in a comment is spam. */
export const MAX_LINKS = 2;
/** A form sent sooner than this after its page was rendered was filled by a program. */
export const MIN_FILL_MS = 3_000;
/** A post takes at most this many comments (from everyone) in ARTICLE_WINDOW_MINUTES. */
export const ARTICLE_BUDGET = 10;
export const ARTICLE_WINDOW_MINUTES = 10;

/** The field names of the form (the hidden ones too). */
export const FIELD = {
  name: "name",
  email: "email",
  notify: "notify",
  comment: "comment",
  stamp: "stamp",
  /** Set by the enhanced form (JavaScript): the answer is data, not a redirect. */
  enhanced: "enhanced",
} as const;

export const COMMENT_RECEIVED = "Thanks! Your comment will appear once the owners have read it.";

export const MESSAGES = {
  honeypot: "This looks like an automated post: nothing was stored.",
  stamp: "The form could not be checked: please reload the page and send it again.",
  tooFast: "That was quicker than anyone can type: please wait a few seconds and send it again.",
  links: `A comment may hold at most ${MAX_LINKS} links: please remove some and send it again.`,
  duplicate: "This comment has been sent already: the owners will read it.",
  article:
    "This story has had many comments in the last few minutes: please try again a little later.",
  invalid: "Please correct the fields marked below.",
  tooLarge: "The comment is too long: at most 2,000 characters.",
  failed: "Your comment could not be stored just now: please try again.",
} as const;

/** The per-client budget's message (a few a minute, a few dozen a day). */
export function clientLimitMessage(retryAfterSeconds: number): string {
  return `You have sent several comments in a short time: please wait ${waitingTime(retryAfterSeconds)} and try again.`;
}

type CommentFieldName = "name" | "email" | "comment";
export type CommentValues = { name: string; email: string; notify: boolean; comment: string };

/** What a submission gives: received, or refused with a message (per field when it is one). */
export type CommentResult =
  | { status: "received" }
  | {
      status: "error";
      message: string;
      fields?: Partial<Record<CommentFieldName, string>>;
      values?: CommentValues;
    };

/** The links in a text: web addresses with a scheme or `www.`, and bare domains with a path. */
export function countLinks(text: string): number {
  const links = text.match(
    /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/gi,
  );
  return links?.length ?? 0;
}

/** The comment's text as paragraphs: split at blank lines, single line breaks kept as such. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Whether the form was sent sooner than a person could fill it (MIN_FILL_MS after `issuedAt`). */
export function sentTooFast(issuedAtMs: number, nowMs: number): boolean {
  return nowMs - issuedAtMs < MIN_FILL_MS;
}
