import { ClockIcon } from "@heroicons/react/24/outline";
import { isRouteErrorResponse, useLocation } from "react-router";

/** A thrown 503: the database is away for a moment (server/database-outage.ts). */
export function isServiceUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** What a page shows while the database is away: nothing technical, a way to try again. */
export function ServiceUnavailablePage() {
  const location = useLocation();
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
        <ClockIcon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
        We'll be right back
      </h1>
      <p className="mt-4 max-w-md text-neutral-500 dark:text-neutral-400">
        This page is taking a short break while we tidy up behind the scenes. Please try again in a
        few seconds: every story is safe and will be back shortly.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a
          href={`${location.pathname}${location.search}`}
          className="inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700"
        >
          Try again
        </a>
        <a
          href="/"
          className="inline-flex rounded-full bg-neutral-100 px-6 py-3 font-medium text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
        >
          Return Home Page
        </a>
      </div>
    </main>
  );
}
