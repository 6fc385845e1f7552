import { useState } from "react";
import { CheckIcon, PlusIcon } from "#app/components/ui/icons/outline.tsx";

/**
 * Follow/Following, held locally only (docs/spec.md#states); the author page starts not following.
 */
export function FollowButton({ initial = false }: { initial?: boolean }) {
  const [following, setFollowing] = useState(initial);
  return (
    <button
      type="button"
      aria-pressed={following}
      onClick={() => setFollowing((f) => !f)}
      className={`inline-flex h-10 items-center gap-1.5 rounded-full px-5 font-medium text-sm transition focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-neutral-900 ${
        following
          ? "border border-neutral-200 bg-white text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
          : "bg-primary-600 text-white shadow-sm hover:bg-primary-700"
      }`}
    >
      {following ? (
        <CheckIcon className="h-4 w-4" aria-hidden="true" />
      ) : (
        <PlusIcon className="h-4 w-4" aria-hidden="true" />
      )}
      {following ? "Following" : "Follow"}
    </button>
  );
}
