import { Form, Link } from "react-router";
import { EnvelopeIcon, MagnifyingGlassIcon, MapIcon } from "#app/components/ui/icons/outline.tsx";

const WAY =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium text-neutral-700 text-sm ring-1 ring-neutral-200 transition hover:bg-neutral-50 dark:text-neutral-200 dark:ring-neutral-700 dark:hover:bg-neutral-800";

/**
 * The ways on from a page that has nothing for the reader (the 404 page, a mail link that is not
 * valid): a search box (a plain GET form to /search, working without JavaScript), the trip finder
 * and the contact page.
 */
export function WaysOn({ id }: { id: string }) {
  return (
    <div className="mt-12 w-full max-w-md" data-testid="ways-on">
      <Form method="get" action="/search" role="search" className="relative">
        <label htmlFor={id} className="sr-only">
          Search the blog
        </label>
        <input
          id={id}
          type="search"
          name="q"
          placeholder="Search the blog"
          className="h-12 w-full rounded-full border border-neutral-200 bg-white pr-14 pl-5 text-neutral-900 placeholder:text-neutral-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:placeholder:text-neutral-400"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1/2 right-1.5 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-primary-600 text-white transition hover:bg-primary-700"
        >
          <MagnifyingGlassIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/trips" className={WAY}>
          <MapIcon className="h-5 w-5" aria-hidden="true" />
          Find a trip
        </Link>
        <Link to="/contact" className={WAY}>
          <EnvelopeIcon className="h-5 w-5" aria-hidden="true" />
          Contact us
        </Link>
      </div>
    </div>
  );
}
