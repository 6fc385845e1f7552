import { Link, useLocation, useRouteError } from "react-router";
import { ClockIcon } from "#app/components/ui/icons/outline.tsx";
import { WaysOn } from "#app/components/ui/ways-on.tsx";
import {
  type ErrorView,
  errorView,
  NOT_FOUND,
  UNAVAILABLE,
  UNEXPECTED_ERROR,
} from "#app/lib/error-page.ts";

const PRIMARY =
  "inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700";
const SECONDARY =
  "inline-flex rounded-full bg-neutral-100 px-6 py-3 font-medium text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700";

/** The error of the nearest route boundary, on the one error page. */
export function RouteErrorPage() {
  return <ErrorPage view={errorView(useRouteError(), import.meta.env.DEV)} />;
}

/**
 * The one error page: the 404 page (or the article's and author's 'not found'), 'We'll be right
 * back' while the database is away, and the router fallback of docs/spec.md#route-list, 'Unexpected Application Error!'.
 */
export function ErrorPage({ view }: { view: ErrorView }) {
  const location = useLocation();
  const notFound = view.kind === "not-found" ? NOT_FOUND[view.subject] : undefined;
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-6 py-24 text-center sm:py-32">
      {view.kind === "unavailable" ? (
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
          <ClockIcon className="h-8 w-8" aria-hidden="true" />
        </span>
      ) : (
        <p
          aria-hidden="true"
          className="bg-gradient-to-br from-primary-500 to-sky-400 bg-clip-text font-bold text-8xl text-transparent sm:text-9xl"
        >
          {view.status}
        </p>
      )}
      <h1 className="mt-8 max-w-2xl font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100">
        {view.kind === "not-found"
          ? NOT_FOUND[view.subject].heading
          : view.kind === "unavailable"
            ? UNAVAILABLE
            : (view.heading ?? UNEXPECTED_ERROR)}
      </h1>
      {view.kind === "unexpected" ? (
        <p className="mt-4 text-lg text-neutral-600 italic dark:text-neutral-300">{view.detail}</p>
      ) : (
        <p className="mt-4 max-w-md text-neutral-500 dark:text-neutral-400">
          {notFound?.text ??
            "This page is taking a short break while we tidy up behind the scenes. Please try again in a few seconds: every story is safe and will be back shortly."}
        </p>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {view.kind === "unavailable" ? (
          // A full load: the database is back when the page answers again.
          <a href={`${location.pathname}${location.search}`} className={PRIMARY}>
            Try again
          </a>
        ) : null}
        <Link
          to="/"
          reloadDocument={view.kind !== "not-found"}
          className={view.kind === "unavailable" ? SECONDARY : PRIMARY}
        >
          Return Home Page
        </Link>
        {notFound?.more ? (
          <Link to={notFound.more.href} className={SECONDARY}>
            {notFound.more.label}
          </Link>
        ) : null}
      </div>
      {/* Not a dead end: search, the trip finder, the contact page. */}
      {view.kind === "not-found" ? <WaysOn id="not-found-search" /> : null}
    </main>
  );
}
