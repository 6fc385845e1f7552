import { data, isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { archiveHref } from "#app/lib/archive-path.ts";
import { SITE_NAME } from "#app/lib/seo.ts";

/**
 * The one error page of the site (docs/spec.md#route-list, #page-404 and #errors): what it says for each error. The
 * page itself is app/features/shell/error-page.tsx; the boundary that shows it below the header and
 * footer is app/features/shell/error-boundary.tsx (root.tsx shows it too, for errors of the layout).
 */

/** What a 404 can be about; a loader says which with `throw notFound("article")`. */
export type NotFoundSubject = "page" | "article" | "author";

export interface NotFoundText {
  /** The h1, in docs/spec.md's words. */
  heading: string;
  /** The document title (before " · Wanderlust"). */
  title: string;
  text: string;
  /** The meta description, where the page has one. */
  description?: string;
  /** A second way on, besides 'Return Home Page'. */
  more?: { label: string; href: string };
}

export const NOT_FOUND: Record<NotFoundSubject, NotFoundText> = {
  page: {
    heading: "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.",
    title: "Page not found",
    text: "Maybe the trail went cold, or the link took a wrong turn. Let's get you back on the map.",
  },
  article: {
    heading: "Article not found",
    title: "Article not found",
    text: "The story you are looking for has moved or never existed. Try the latest articles instead.",
    description: "The article you are looking for has moved or never existed.",
    more: { label: "Browse all articles", href: archiveHref() },
  },
  author: {
    heading: "Author information not found",
    title: "Author information not found",
    text: "We could not find a writer by that name. Meet the whole team on the travel blog.",
    more: { label: "Travel Blog", href: archiveHref() },
  },
};

export const UNEXPECTED_ERROR = "Unexpected Application Error!";

/**
 * docs/spec.md#errors: the author page's calls that fail show 'Sorry, something went wrong:
 * {message}' with one of these messages (never the error's own message, which may be internal).
 */
const FETCH_ERRORS = [
  "Error fetching author data",
  "Error fetching author posts",
  "Error fetching authors data",
] as const;
export type FetchError = (typeof FETCH_ERRORS)[number];
export const UNAVAILABLE = "We'll be right back";

/** What the error page shows. */
export type ErrorView =
  | { kind: "not-found"; status: 404; subject: NotFoundSubject }
  /** A thrown 503: the database is away for a moment (server/database-outage.ts). */
  | { kind: "unavailable"; status: 503 }
  /** The router fallback of docs/spec.md#route-list: the status, or (in development only) the message. */
  | { kind: "unexpected"; status: number; detail: string; heading?: string };

/** The thrown 404 of a loader whose subject does not exist. */
export function notFound(subject: NotFoundSubject) {
  return data({ notFound: subject }, { status: 404, statusText: "Not Found" });
}

/** The thrown 500 of a loader whose call failed, shown with one of docs/spec.md's messages. */
export function fetchFailed(message: FetchError) {
  return data({ failed: message }, { status: 500, statusText: "Internal Server Error" });
}

export function notFoundView(subject: NotFoundSubject): ErrorView {
  return { kind: "not-found", status: 404, subject };
}

/**
 * The view of a thrown error. Nothing internal leaks: a thrown Response shows its status and
 * status text; an Error's message is shown only in development (`dev`), else '500 Internal
 * Server Error'.
 */
export function errorView(error: unknown, dev: boolean): ErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return notFoundView(subjectOf(error.data));
    if (error.status === 503) return { kind: "unavailable", status: 503 };
    const failed = (error.data as { failed?: unknown } | null)?.failed;
    if (FETCH_ERRORS.some((message) => message === failed))
      return {
        kind: "unexpected",
        status: error.status,
        detail: `${error.status} ${error.statusText}`.trim(),
        heading: `Sorry, something went wrong: ${failed}`,
      };
    return {
      kind: "unexpected",
      status: error.status,
      detail: `${error.status} ${error.statusText}`.trim(),
    };
  }
  const detail = dev && error instanceof Error ? error.message : "500 Internal Server Error";
  return { kind: "unexpected", status: 500, detail };
}

function subjectOf(thrown: unknown): NotFoundSubject {
  const subject = (thrown as { notFound?: unknown } | null)?.notFound;
  return typeof subject === "string" && Object.hasOwn(NOT_FOUND, subject)
    ? (subject as NotFoundSubject)
    : "page";
}

/** Head tags of an error: its title, and never indexed. */
export function errorMeta(view: ErrorView): MetaDescriptor[] {
  const noindex = { name: "robots", content: "noindex" };
  if (view.kind === "not-found") {
    const text = NOT_FOUND[view.subject];
    const description = text.description
      ? [{ name: "description", content: text.description }]
      : [];
    return [{ title: `${text.title} · ${SITE_NAME}` }, ...description, noindex];
  }
  const title = view.kind === "unavailable" ? UNAVAILABLE : (view.heading ?? UNEXPECTED_ERROR);
  return [
    { title: `${title} · ${SITE_NAME}` },
    { name: "description", content: "Something went wrong while loading this page." },
    noindex,
  ];
}
