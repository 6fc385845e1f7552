import { DocumentMagnifyingGlassIcon, ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isServiceUnavailable, ServiceUnavailablePage } from "../ui/service-unavailable-page.tsx";

/**
 * The error state of every article layout: 'Article not found' for a 404 (the loader's unknown
 * post), 'Unexpected Application Error!' with the status for anything else.
 */
export function ArticleError() {
  const error = useRouteError();
  if (isServiceUnavailable(error)) return <ServiceUnavailablePage />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
          <DocumentMagnifyingGlassIcon className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
          Article not found
        </h1>
        <p className="mt-4 max-w-md text-neutral-500 dark:text-neutral-400">
          The story you are looking for has moved or never existed. Try the latest articles instead.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className="inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700"
          >
            Return Home Page
          </Link>
          <Link
            to="/archive/summary"
            className="inline-flex rounded-full bg-neutral-100 px-6 py-3 font-medium text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
          >
            Browse all articles
          </Link>
        </div>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error && import.meta.env.DEV
      ? error.message
      : "500 Internal Server Error";
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 sm:py-32">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300">
        <ExclamationTriangleIcon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-semibold text-3xl text-neutral-900 dark:text-neutral-100">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-neutral-600 italic dark:text-neutral-300">{detail}</p>
      <a
        href="/"
        className="mt-8 inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white hover:bg-primary-700"
      >
        Return Home Page
      </a>
    </main>
  );
}
