import { Link } from "react-router";

/** The 404 page of docs/spec.md#page-404. */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-primary-500 to-sky-400 bg-clip-text font-bold text-8xl text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-8 font-semibold text-neutral-800 text-xl tracking-wide sm:text-2xl dark:text-neutral-200">
        THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.
      </h1>
      <p className="mt-4 max-w-md text-neutral-500 dark:text-neutral-400">
        Maybe the trail went cold, or the link took a wrong turn. Let's get you back on the map.
      </p>
      <Link
        to="/"
        className="mt-10 inline-flex items-center rounded-full bg-primary-600 px-7 py-3 font-medium text-white shadow-sm transition hover:bg-primary-700"
      >
        Return Home Page
      </Link>
    </main>
  );
}
