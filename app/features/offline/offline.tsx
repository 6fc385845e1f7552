import { BookmarkIcon, GlobeEuropeAfricaIcon } from "#app/components/ui/icons/outline.tsx";
import stylesAfterFirstPaint from "#app/late-fonts.css?url";
import { READING_LIST_PATH } from "#app/lib/offline.ts";
import type { Route } from "./+types/offline";
import { OFFLINE_LIST_SCRIPT } from "./offline-list-script.ts";

/**
 * "You're offline" (docs/offline.md): what the service worker shows for a page that is not saved
 * when the network fails, at that page's URL. Kept by the worker when it installs. It runs none of
 * the app's scripts (React Router would hydrate it as the page of the URL it is shown at): the
 * header and footer as the server drew them, and one small script that lists the saved articles.
 */
export const handle = { scripts: false };

const BUTTON =
  "inline-flex items-center gap-2 rounded-full px-6 py-3 font-medium shadow-sm transition";

export default function Offline() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-6 py-20 text-center sm:py-28">
      {/* Poppins's other weights: other pages add them by script after the first paint. */}
      <link rel="stylesheet" href={stylesAfterFirstPaint} precedence="default" />
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
        <GlobeEuropeAfricaIcon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-8 font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100">
        You're offline
      </h1>
      <p className="mt-4 max-w-md text-neutral-600 dark:text-neutral-300">
        This page isn't saved on this device, so it needs a connection. The articles you saved for
        the road open without one.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          id="offline-retry"
          className={`${BUTTON} bg-primary-600 text-white hover:bg-primary-700`}
        >
          Try again
        </button>
        <a
          href={READING_LIST_PATH}
          className={`${BUTTON} bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700`}
        >
          <BookmarkIcon className="h-5 w-5" aria-hidden="true" />
          Reading list
        </a>
      </div>
      <section aria-labelledby="offline-saved-count" className="mt-14 w-full max-w-xl text-left">
        <h2
          id="offline-saved-count"
          className="font-semibold text-lg text-neutral-900 dark:text-neutral-100"
        >
          Saved on this device
        </h2>
        <p id="offline-saved-none" className="mt-2 text-neutral-500 dark:text-neutral-400">
          Nothing is saved yet. Next time you're online, press the bookmark on an article to keep it
          for reading offline.
        </p>
        <ul id="offline-saved" className="mt-4 space-y-3" />
        <template id="offline-saved-item">
          <li>
            <a
              href="/"
              className="flex items-center gap-4 rounded-2xl p-2 ring-1 ring-neutral-200 transition hover:bg-neutral-50 dark:ring-neutral-700 dark:hover:bg-neutral-800"
            >
              <img
                alt=""
                width={96}
                height={64}
                className="h-16 w-24 shrink-0 rounded-xl bg-neutral-100 object-cover dark:bg-neutral-800"
              />
              <span data-title className="font-medium text-neutral-900 dark:text-neutral-100" />
            </a>
          </li>
        </template>
      </section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: OFFLINE_LIST_SCRIPT }} />
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "You're offline · Wanderlust" },
  { name: "robots", content: "noindex" },
];
