/** localStorage key and values of the dark-mode setting (docs/spec.md#states). */
const THEME_KEY = "theme";
export type Theme = "dark" | "light";

/**
 * Runs inline in <head> before the first paint, so a dark page never flashes light: dark when
 * the reader chose it with the toggle, or, while nothing is stored, when the phone or computer is
 * set to dark (`prefers-color-scheme`); the toggle's stored choice wins from then on. Kept as a
 * constant string: its CSP hash is computed once from this exact text.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="dark"||(t===null&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;

/** Switches the page theme and remembers it (the inline script restores it on the next load). */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode without storage: the switch still works for this page.
  }
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}
