import { OFFLINE_ANSWER_HEADER } from "#app/lib/offline.ts";

/** The view counter call of docs/spec.md#calls. */
export function viewCountUrl(post: { id: string; index: number }): string {
  const query = new URLSearchParams({ itemId: post.id, partitionKey: String(post.index) });
  return `/api/IncreasePostViewedCount?${query}`;
}

/**
 * Counts one view of a post. Only an ok status is checked; any failure is logged and never
 * reaches the reader (docs/spec.md#errors). Offline (the browser says so, or the service worker
 * answers for the network: docs/offline.md) it gives up without a word: a saved article read on
 * a plane is no error. Returns whether the call succeeded.
 */
export async function increaseViewCount(
  post: { id: string; index: number },
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return false;
  try {
    const response = await fetchImpl(viewCountUrl(post), { cache: "no-store" });
    // Read the (small) body so the request completes; only the status matters.
    await response.text();
    if (!response.ok) {
      if (!response.headers.has(OFFLINE_ANSWER_HEADER))
        console.error(`Error increasing the view count: ${response.status} ${response.statusText}`);
      return false;
    }
    return true;
  } catch (error) {
    console.error("Error increasing the view count", error);
    return false;
  }
}

/**
 * Decides whether a page view is a new article load: once per post per path entry, so a
 * re-render, a like click, a second StrictMode effect or a photo-tour query change do not count.
 * Returns the new key to remember, or null when this view was already counted.
 */
export function nextViewKey(
  lastKey: string | null,
  post: { id: string },
  pathname: string,
): string | null {
  const key = `${post.id}|${pathname}`;
  return key === lastKey ? null : key;
}
