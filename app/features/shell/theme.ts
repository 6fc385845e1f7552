/** localStorage key and values of the dark-mode setting (docs/spec.md#states). */
const THEME_KEY = "theme";
export type Theme = "dark" | "light";

/**
 * Runs inline in <head> before the first paint, so a dark page never flashes light. Kept as a
 * constant string: its CSP hash is computed once from this exact text.
 */
export const THEME_SCRIPT = `try{if(localStorage.getItem("${THEME_KEY}")==="dark")document.documentElement.classList.add("dark")}catch(e){}`;

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
