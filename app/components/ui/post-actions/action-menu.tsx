import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import type { ActionMenuItem } from "#app/components/ui/post-actions/action-menu-item.ts";

export const ACTION_BUTTON_CLASS =
  "inline-flex h-9 w-9 items-center justify-center rounded-full bg-neutral-100 text-neutral-700 transition hover:bg-neutral-200 aria-expanded:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700 dark:aria-expanded:bg-neutral-700";

// The panel's code loads on first use (warmed up on hover or focus of the button).
const loadPanel = () => import("#app/components/ui/post-actions/action-menu-panel.tsx");
const ActionMenuPanel = lazy(loadPanel);

/**
 * A small dropdown menu (the WAI-ARIA menu button pattern) without a UI library, so it costs
 * almost nothing on first load. Route changes close it; see ActionMenuPanel for the rest.
 */
export function ActionMenu({
  label,
  icon: Icon,
  items,
  buttonClassName = ACTION_BUTTON_CLASS,
  footer,
}: {
  label: string;
  icon: ComponentType<{ className?: string }>;
  items: ActionMenuItem[];
  buttonClassName?: string;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const id = useId();
  const { key } = useLocation();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location changes only
  useEffect(() => close(false), [key]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={buttonClassName}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ActionMenuPanel
            id={id}
            label={label}
            items={items}
            button={button}
            onClose={close}
            footer={footer}
          />
        </Suspense>
      )}
    </>
  );
}
