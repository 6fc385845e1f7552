/**
 * The stylesheet the page adds once it has painted (app/late-fonts.css: Poppins's weights other
 * than 600): its URL is on <html data-styles-after-first-paint>. The page's starting script adds
 * it after the first frame (server/scripts-after-paint.ts); this adds it when that script did not
 * run (the dev server), once the page has hydrated. Without JavaScript, a <noscript> link in the
 * head has it.
 */
export function addStylesAfterFirstPaint(): void {
  const href = document.documentElement.dataset.stylesAfterFirstPaint;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
}
