import { useLocation, useNavigation } from "react-router";
import { isArticlePath } from "./article-path.ts";

/**
 * 'Loading article...' while a client navigation to an article is pending. Never on the first
 * server render (navigation is idle then), never for the photo tour's query changes. Works from
 * any page: the site layout can mount it too, for navigations from the home page or an archive.
 */
export function ArticlePending() {
  if (!usePendingArticle()) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <p
        role="status"
        className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-2.5 font-medium text-neutral-800 text-sm shadow-xl ring-1 ring-black/5 dark:bg-neutral-800 dark:text-neutral-100 dark:ring-white/10"
      >
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
        />
        Loading article...
      </p>
    </div>
  );
}

/** True while a client navigation to another article is loading. */
export function usePendingArticle(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === "loading" &&
    navigation.location !== undefined &&
    navigation.location.pathname !== location.pathname &&
    isArticlePath(navigation.location.pathname)
  );
}
