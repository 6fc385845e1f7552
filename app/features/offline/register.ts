import { loadSavedArticles, savedPaths } from "#app/components/offline/saved-articles.ts";

/**
 * After the first page has loaded (never before its first paint): registers the service worker
 * (docs/offline.md), reads which articles this device keeps (the bookmarks show it), and, online,
 * refreshes the saved articles that changed, in the background.
 */
export function registerServiceWorker(): void {
  loadSavedArticles();
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const start = () =>
    setTimeout(() => {
      navigator.serviceWorker.register("/sw.js").catch(() => {});
      savedPaths()
        .then(async (paths) => {
          if (paths.length === 0) return;
          const { refreshSavedArticles } = await import("#app/components/offline/save-article.ts");
          await refreshSavedArticles();
        })
        .catch(() => {});
    }, 1000);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
