import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  ChatBubbleLeftRightIcon,
  CheckCircleIcon,
  ExclamationTriangleIcon,
} from "#app/components/ui/icons/outline.tsx";

/** What a comment link's page shows (serialisable: the loaders' and actions' data). */
export interface LinkView {
  state:
    | "approved"
    | "rejected"
    | "replied"
    | "reply-form"
    | "stop-confirm"
    | "stopped"
    | "used"
    | "expired"
    | "invalid"
    | "missing";
  /** The article the comment is on, when it is on the site. */
  article?: { title: string; href: string } | null;
  comment?: { name: string; text: string };
  /** The decision was so already (the script or another link made it). */
  already?: boolean;
  /** The reply form's problem with what was posted. */
  problem?: string;
}

const TITLES: Record<LinkView["state"], string> = {
  approved: "Approved. It is now on the page.",
  rejected: "Rejected. It will not appear.",
  replied: "Replied. Your reply is on the page.",
  "reply-form": "Reply to this comment",
  "stop-confirm": "Stop the reply mails?",
  stopped: "Done: no more reply mails.",
  used: "This link has already been used.",
  expired: "This link has expired.",
  invalid: "This link is not valid.",
  missing: "This comment is no longer there.",
};

const TEXTS: Partial<Record<LinkView["state"], string>> = {
  approved: "Readers see it under the article, and it counts among its comments.",
  rejected: "It is on no page. Rejected comments are deleted after 30 days.",
  replied: "It is beneath the comment, marked as the author's. The comment is on the page too.",
  "stop-confirm": "We will no longer mail this address when the owners reply to its comments.",
  stopped: "This address gets no more mails when the owners reply. Its comments stay as they are.",
  used: "Each link in the mail works once. Nothing was changed.",
  expired:
    "The links in a moderation mail work for 30 days. Nothing was changed: use npm run comments on the server.",
  invalid: "It may be incomplete or altered. Nothing was changed.",
  missing: "It was deleted. Nothing was changed.",
};

export const BUTTON =
  "inline-flex min-h-11 items-center rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/** Whether the page says a link did nothing (its icon, its role). */
function isRefusal(state: LinkView["state"]): boolean {
  return ["used", "expired", "invalid", "missing"].includes(state);
}

/**
 * The page a comment link opens (the owners' Approve, Reject and Reply, the reader's stop link):
 * what it did, the comment, and the way to the article.
 */
export function ModerationPage({ view, children }: { view: LinkView; children?: ReactNode }) {
  const refused = isRefusal(view.state);
  const Icon = refused
    ? ExclamationTriangleIcon
    : view.state === "reply-form"
      ? ChatBubbleLeftRightIcon
      : CheckCircleIcon;
  const text =
    view.already && view.state === "approved" ? "It was approved already." : TEXTS[view.state];
  return (
    <main
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-16 text-center sm:py-24"
      data-testid="comment-link-page"
      data-state={view.state}
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      {/* Announced when a posted form replaces the page (the Reply, the stop button). */}
      <div role={refused ? "alert" : "status"}>
        <h1 className="mt-8 font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100">
          {TITLES[view.state]}
        </h1>
      </div>
      {text ? <p className="mt-4 max-w-md text-neutral-600 dark:text-neutral-300">{text}</p> : null}
      {view.comment ? (
        <figure className="mt-8 w-full rounded-2xl bg-neutral-50 p-5 text-left dark:bg-neutral-800">
          <blockquote className="whitespace-pre-line text-neutral-800 dark:text-neutral-100">
            {view.comment.text}
          </blockquote>
          <figcaption className="mt-3 text-neutral-600 text-sm dark:text-neutral-300">
            {view.comment.name}
            {view.article ? ` on "${view.article.title}"` : null}
          </figcaption>
        </figure>
      ) : null}
      {children}
      {view.article && view.state !== "reply-form" && view.state !== "stop-confirm" ? (
        <div className="mt-10">
          <Link to={`${view.article.href}#comments`} className={BUTTON}>
            See the article's comments
          </Link>
        </div>
      ) : null}
    </main>
  );
}
