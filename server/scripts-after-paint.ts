/**
 * First paint from the HTML and the CSS alone (docs/decisions/015-scripts-after-first-paint.md).
 *
 * React Router's <Scripts> writes a module preload for every script the page runs (React hoists
 * them into <head>, right after the stylesheet) and a module script whose static imports fetch
 * the route modules as soon as it is parsed: on a phone's slow link ~130 KB of scripts then share
 * the line with the CSS the first paint waits for. This rewrite of a rendered page (once per
 * render, before its CSP hashes the scripts) starts them after the first frame instead: the
 * preloads leave <head>, and the module script is held (a type browsers do not run) with a small
 * script after it that, once the first frame is out, adds the same preloads (the modules still
 * load side by side, not one import after another) and runs React Router's script, unchanged.
 *
 * A page without that script or those preloads is left exactly as it was.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const NONCE = /\snonce="[^"]*"/;

/**
 * Starts the held module script after the first frame has been produced (a callback of the
 * frame's rendering, then a task after it), at once in a hidden tab, which produces no frames:
 * the stylesheet the page names for after its first paint (app/features/shell/late-styles.ts),
 * the preloads, then the same script, now a module. Its text is the held script's, which the page
 * CSP allows by hash like any script of the render.
 *
 * Until React has hydrated the page (app/components/ui/later.tsx marks <html data-first-screen>
 * when all but the pieces that hydrate later has, data-hydrated when they have too), a press on a
 * button that needs the app (type="button": the player's play, the menu, the theme) is kept, and
 * each button pressed is pressed again, once, in order, as soon as React has hydrated it: no tap
 * is lost. Links and forms need no keeping: they work without JavaScript.
 */
export const START_AFTER_FIRST_FRAME = `(() => {
  const held = document.currentScript.previousElementSibling;
  const pressed = [];
  // A button React has hydrated carries its props: its presses need no keeping.
  const hydrated = (button) => Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  const keep = (event) => {
    const button = event.target.closest && event.target.closest('button[type="button"]');
    if (!button || hydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!pressed.includes(button)) pressed.push(button);
  };
  addEventListener("click", keep, true);
  // Pressed again once hydrated: those of the first screen when it is (data-first-screen), the
  // rest when every piece is (data-hydrated).
  new MutationObserver((changes, observer) => {
    const all = document.documentElement.dataset.hydrated;
    if (!all && !document.documentElement.dataset.firstScreen) return;
    if (all) {
      observer.disconnect();
      removeEventListener("click", keep, true);
    }
    for (const button of pressed.splice(0)) {
      if (!button.isConnected) continue;
      if (all || hydrated(button)) button.click();
      else pressed.push(button);
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-first-screen", "data-hydrated"] });
  const start = () => {
    const styles = document.documentElement.dataset.stylesAfterFirstPaint;
    if (styles) document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: styles }));
    for (const href of held.dataset.preloads.split(" ")) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = held.textContent;
    document.body.append(script);
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
})();`;

/** The type that keeps the module script from running until it is started. */
export const HELD_TYPE = "text/x-after-first-paint";

/** The page with its scripts started after its first paint (or unchanged: see above). */
export function scriptsAfterFirstPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, before = "", after = "", body = ""] = script;
  if (body.includes("</")) return html;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]))];
  if (preloads.length === 0) return html;
  const nonce = NONCE.exec(before + after)?.[0] ?? "";
  const held = `<script${before}type="${HELD_TYPE}"${after} data-preloads="${preloads.join(" ")}">${body}</script>`;
  const start = `<script${nonce}>${START_AFTER_FIRST_FRAME}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => held + start);
}
