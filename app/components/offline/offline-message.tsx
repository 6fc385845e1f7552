import { useEffect, useState } from "react";
import { useOfflineMessage } from "#app/components/offline/saved-articles.ts";

/** How long the message of a save or a removal stays on screen. */
const SHOWN_MS = 4000;

/**
 * The short message of a save or a removal ("Saved for offline reading", or why it could not be
 * saved): a live region, always in the page so screen readers announce what appears in it.
 */
export function OfflineMessage() {
  const message = useOfflineMessage();
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    if (!message) return;
    setShown(message.text);
    const timer = setTimeout(() => setShown(undefined), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="offline-message"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4"
    >
      {shown ? (
        <p className="rounded-full bg-neutral-900 px-5 py-3 font-medium text-sm text-white shadow-lg dark:bg-white dark:text-neutral-900">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
