import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link } from "react-router";
import { XMarkIcon } from "#app/components/ui/icons/outline.tsx";
import type { Taxonomy } from "#app/lib/types.ts";

const DOT: Record<Taxonomy["color"], string> = {
  pink: "bg-pink-500",
  red: "bg-red-500",
  gray: "bg-neutral-500",
  green: "bg-green-500",
  purple: "bg-purple-500",
  indigo: "bg-indigo-500",
  yellow: "bg-yellow-500",
  blue: "bg-sky-500",
};

/** The dialog of 'Discover other tags' (loaded on the first open). */
export default function CategoryModalDialog({
  open,
  setOpen,
  title,
  groups,
  hrefFor,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  title: string;
  groups: { name: string; items: Taxonomy[] }[];
  hrefFor: (taxonomy: Taxonomy) => string;
}) {
  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
      <DialogBackdrop
        transition
        data-testid="modal-overlay"
        className="fixed inset-0 bg-neutral-900/60 backdrop-blur-sm transition duration-200 data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:items-center sm:p-8">
        <DialogPanel
          transition
          className="w-full max-w-3xl rounded-3xl bg-white shadow-2xl transition duration-200 data-[closed]:scale-95 data-[closed]:opacity-0 dark:bg-neutral-800"
        >
          <div className="flex items-center justify-between gap-4 border-neutral-100 border-b px-6 py-4 sm:px-8 dark:border-neutral-700">
            <DialogTitle className="font-semibold text-lg text-neutral-900 sm:text-xl dark:text-neutral-100">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-neutral-500 transition hover:bg-neutral-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-neutral-300 dark:hover:bg-neutral-700"
            >
              <XMarkIcon className="h-6 w-6" aria-hidden="true" />
            </button>
          </div>
          <div className="max-h-[70vh] space-y-8 overflow-y-auto px-6 py-6 sm:px-8">
            {groups.map((group) => (
              <section key={group.name}>
                <h3 className="font-medium text-neutral-500 text-xs uppercase tracking-wider dark:text-neutral-400">
                  {group.name}
                </h3>
                <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {group.items.map((t) => (
                    <li key={t.id}>
                      <Link
                        to={hrefFor(t)}
                        onClick={() => setOpen(false)}
                        className="flex items-center gap-3 rounded-2xl border border-neutral-100 p-3 transition hover:border-neutral-200 hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-700/60"
                      >
                        <span
                          className={`h-3 w-3 shrink-0 rounded-full ${DOT[t.color]}`}
                          aria-hidden="true"
                        />
                        <span className="flex-1 truncate font-medium text-neutral-800 text-sm dark:text-neutral-100">
                          {t.name}
                        </span>
                        <span className="text-neutral-500 text-xs dark:text-neutral-400">
                          {t.count} {t.count === 1 ? "Article" : "Articles"}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
