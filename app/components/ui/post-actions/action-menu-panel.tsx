import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { ActionMenuItem } from "#app/components/ui/post-actions/action-menu-item.ts";
import { menuPosition } from "#app/components/ui/post-actions/menu-position.ts";

const ITEM_CLASS =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-neutral-700 text-sm outline-none hover:bg-neutral-100 focus-visible:bg-neutral-100 dark:text-neutral-200 dark:focus-visible:bg-neutral-700 dark:hover:bg-neutral-700";

/**
 * The open panel of an ActionMenu (loaded on first use): fixed-positioned under its button and
 * kept on screen, focus on the first entry, arrow keys, Home/End, Escape and Tab, outside clicks.
 */
export default function ActionMenuPanel({
  id,
  label,
  items,
  button,
  onClose,
  footer,
}: {
  id: string;
  label: string;
  items: ActionMenuItem[];
  button: RefObject<HTMLButtonElement | null>;
  /** refocus: return focus to the menu button (keyboard close, or an entry chosen). */
  onClose: (refocus: boolean) => void;
  footer?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const place = useCallback(() => {
    if (!button.current || !panel.current) return;
    setPosition(
      menuPosition(
        button.current.getBoundingClientRect(),
        { width: panel.current.offsetWidth, height: panel.current.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [button]);

  // Placed and focused before paint, so it never flashes in the wrong spot.
  useLayoutEffect(() => {
    place();
    panel.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [place]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [place, onClose, button]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = Array.from(
      panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === "ArrowDown") focusAt(index + 1);
    else if (event.key === "ArrowUp") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(list.length - 1);
    else if (event.key === "Escape") onClose(true);
    else if (event.key === "Tab") onClose(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  }

  return (
    <div
      ref={panel}
      id={id}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={position ? { top: position.top, left: position.left } : { visibility: "hidden" }}
      className="fixed z-50 w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5 dark:bg-neutral-800 dark:ring-white/10"
    >
      {items.map((item) => {
        const ItemIcon = item.icon;
        const content = (
          <>
            <ItemIcon className="h-5 w-5 shrink-0 text-neutral-500 dark:text-neutral-400" />
            {item.label}
          </>
        );
        return item.href ? (
          <a
            key={item.id}
            role="menuitem"
            tabIndex={-1}
            href={item.href}
            target={item.external ? "_blank" : undefined}
            rel={item.external ? "noopener noreferrer" : undefined}
            onClick={() => onClose(false)}
            className={ITEM_CLASS}
          >
            {content}
          </a>
        ) : (
          <button
            key={item.id}
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              onClose(true);
              item.onSelect?.();
            }}
            className={ITEM_CLASS}
          >
            {content}
          </button>
        );
      })}
      {footer}
    </div>
  );
}
