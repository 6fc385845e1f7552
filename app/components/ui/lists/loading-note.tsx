/** A loading placeholder line (the loading texts of docs/spec.md#screens), announced politely. */
export function LoadingNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-3 font-medium text-neutral-600 text-sm dark:text-neutral-300 ${className}`}
    >
      <span
        className="h-4 w-4 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
        aria-hidden="true"
      />
      {text}
    </p>
  );
}

/** The pending note floating over a result grid while its next page loads. */
export function FloatingLoadingNote({ text }: { text: string }) {
  return (
    <div className="absolute inset-x-0 top-0 z-10 flex justify-center">
      <LoadingNote
        text={text}
        className="rounded-full bg-white/95 px-5 py-3 shadow-lg ring-1 ring-neutral-200 dark:bg-neutral-800/95 dark:ring-neutral-700"
      />
    </div>
  );
}

/** docs/spec.md#errors: an empty result list reads 'Nothing we found!'. */
export function NoResults() {
  return (
    <p className="py-16 text-center text-neutral-500 dark:text-neutral-400">Nothing we found!</p>
  );
}
