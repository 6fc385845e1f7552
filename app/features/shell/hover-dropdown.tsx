import { type ReactNode, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { ChevronDownIcon } from "#app/components/ui/icons/mini.tsx";

/**
 * A menu entry whose panel opens on hover and closes on mouse leave (docs/spec.md#states); a click
 * or Enter toggles it for touch and keyboard users, Escape closes it. The panel is rendered only
 * while open: every page's HTML would otherwise carry the hidden menus (13 KB, 40 links).
 */
export function HoverDropdown({
  label,
  children,
  align = "left",
  panelClassName = "w-56",
}: {
  label: string;
  children: ReactNode;
  align?: "left" | "center" | "right";
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.key]);
  const position = { left: "left-0", center: "left-1/2 -translate-x-1/2", right: "right-0" }[align];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button handles keys
    <div
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className="nav-menu-button"
      >
        {label}
        <ChevronDownIcon className="h-4 w-4" aria-hidden="true" />
      </button>
      {open && (
        <div id={id} className={`absolute top-full z-50 pt-2 ${position} ${panelClassName}`}>
          <div className="overflow-hidden rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5 dark:bg-neutral-800 dark:ring-white/10">
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
