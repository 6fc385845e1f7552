import { MoonIcon, SunIcon } from "#app/components/ui/icons/outline.tsx";
import { useTheme } from "./use-theme.ts";

/** The header's dark-mode button. */
export function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? "Switch to light mode" : "Switch to dark mode"}
      aria-pressed={dark}
      data-testid="theme-toggle"
      className="header-button"
    >
      {dark ? (
        <SunIcon className="h-6 w-6" aria-hidden="true" />
      ) : (
        <MoonIcon className="h-6 w-6" aria-hidden="true" />
      )}
    </button>
  );
}
