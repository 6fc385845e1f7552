/** localStorage key and values of the dark-mode setting (SPEC.md section 4). */
export const THEME_KEY = "theme";
export type Theme = "dark" | "light";

/**
 * Runs inline in <head> before the first paint, so a dark page never flashes light. Kept as a
 * constant string: its CSP hash is computed once from this exact text.
 */
export const THEME_SCRIPT = `try{if(localStorage.getItem("${THEME_KEY}")==="dark")document.documentElement.classList.add("dark")}catch(e){}`;
