import { useCallback, useEffect, useState } from "react";
import { applyTheme, currentTheme, type Theme } from "./theme.ts";

/** The page theme as React state; "light" on the server, the real one after hydration. */
export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => setTheme(currentTheme()), []);
  const toggle = useCallback(() => {
    const next = currentTheme() === "dark" ? "light" : "dark";
    applyTheme(next);
    setTheme(next);
  }, []);
  return [theme, toggle];
}
