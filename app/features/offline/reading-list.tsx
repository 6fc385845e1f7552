import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSavedPaths } from "#app/components/offline/saved-articles.ts";
import { BookmarkIcon } from "#app/components/ui/icons/outline.tsx";
import { countOf, formatBytes } from "#app/lib/format.ts";
import type { SavedEntry } from "#app/lib/offline.ts";
import type { Route } from "./+types/reading-list";

/**
 * /reading-list (docs/offline.md): the articles this device keeps for offline reading, each with
 * its size and a Remove button, and the storage used and left. It lives in the browser (Cache
 * Storage): the server sends the frame, the list is read on the device; kept with the first save,
 * it opens offline too.
 */

const KIND: Record<string, string> = {
  audio: "Podcast episode",
  video: "Video",
  gallery: "Photo gallery",
  standard: "Article",
};

interface Shelf {
  entries: SavedEntry[];
  usage?: number;
  quota?: number;
}

/** The saved articles and the storage figures, read again after each save or removal. */
function useShelf(): Shelf | undefined {
  const saved = useSavedPaths();
  const [shelf, setShelf] = useState<Shelf>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the saved set changes
  useEffect(() => {
    let current = true;
    (async () => {
      const { savedEntries } = await import("#app/components/offline/save-article.ts");
      const entries = typeof caches === "undefined" ? [] : await savedEntries();
      const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
      if (current) setShelf({ entries, usage: estimate?.usage, quota: estimate?.quota });
    })();
    return () => {
      current = false;
    };
  }, [saved]);
  return shelf;
}

function SavedCard({ entry }: { entry: SavedEntry }) {
  const [removing, setRemoving] = useState(false);
  return (
    <li
      className="flex gap-4 rounded-3xl p-3 ring-1 ring-neutral-200 dark:ring-neutral-700"
      data-testid="saved-article"
    >
      {entry.image ? (
        <img
          src={entry.image}
          alt=""
          width={128}
          height={96}
          className="h-24 w-32 shrink-0 rounded-2xl bg-neutral-100 object-cover dark:bg-neutral-800"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-medium text-neutral-500 text-xs uppercase tracking-wide dark:text-neutral-400">
          {KIND[entry.postType] ?? "Article"}
        </p>
        <h2 className="mt-1 font-semibold text-base text-neutral-900 sm:text-lg dark:text-neutral-100">
          <Link to={entry.path} className="hover:underline">
            {entry.title}
          </Link>
        </h2>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-neutral-500 text-sm dark:text-neutral-400" data-testid="saved-size">
            {formatBytes(entry.bytes)} on this device
          </p>
          <button
            type="button"
            disabled={removing}
            aria-label={`Remove ${entry.title}`}
            onClick={async () => {
              setRemoving(true);
              const { removeArticle } = await import("#app/components/offline/save-article.ts");
              await removeArticle(entry.path);
            }}
            className="inline-flex min-h-10 items-center rounded-full bg-neutral-100 px-4 font-medium text-neutral-800 text-sm transition hover:bg-neutral-200 disabled:opacity-60 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

export default function ReadingList() {
  const shelf = useShelf();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
        Reading list
      </h1>
      <p className="mt-3 text-neutral-600 dark:text-neutral-300">
        The articles you saved with the bookmark, kept on this device to read and listen to without
        a connection.
      </p>
      <noscript>
        <p className="mt-8 rounded-2xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
          The reading list needs JavaScript: it is kept in this browser, and only JavaScript can
          read it. Turn JavaScript on to save articles and see them here.
        </p>
      </noscript>
      {shelf ? (
        <>
          <p
            className="mt-8 font-medium text-neutral-800 dark:text-neutral-200"
            data-testid="storage"
          >
            {countOf(shelf.entries.length, "article")} saved
            {shelf.usage !== undefined ? ` · ${formatBytes(shelf.usage)} used on this device` : ""}
            {shelf.usage !== undefined && shelf.quota !== undefined
              ? ` · ${formatBytes(shelf.quota - shelf.usage)} left`
              : ""}
          </p>
          {shelf.entries.length === 0 ? (
            <div className="mt-8 flex flex-col items-center rounded-3xl bg-neutral-50 px-6 py-12 text-center dark:bg-neutral-800/60">
              <BookmarkIcon
                className="h-8 w-8 text-primary-600 dark:text-primary-300"
                aria-hidden="true"
              />
              <p className="mt-4 font-medium text-neutral-900 dark:text-neutral-100">
                Nothing saved yet
              </p>
              <p className="mt-2 max-w-sm text-neutral-500 dark:text-neutral-400">
                Press the bookmark on any article (Save to reading list) to keep it for the plane,
                the ferry or the campsite.
              </p>
              <Link
                to="/archive/summary"
                className="mt-6 inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white hover:bg-primary-700"
              >
                Find something to read
              </Link>
            </div>
          ) : (
            <ul className="mt-6 space-y-4">
              {shelf.entries.map((entry) => (
                <SavedCard key={entry.path} entry={entry} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Reading list · Wanderlust" },
  { name: "description", content: "The articles saved on this device for reading offline." },
  { name: "robots", content: "noindex" },
];
