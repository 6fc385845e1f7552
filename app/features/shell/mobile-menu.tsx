import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Bars3Icon } from "#app/components/ui/icons/outline.tsx";

const MobileMenuDialog = lazy(() => import("./mobile-menu-dialog.tsx"));

/**
 * The mobile slide-in menu: same items; closes on route change or a click on the overlay. The
 * dialog's code loads on the first open, so it costs the first page load nothing.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.key]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label="Open menu"
        data-testid="mobile-menu-button"
        className="menu-button"
      >
        <Bars3Icon className="h-7 w-7" aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
