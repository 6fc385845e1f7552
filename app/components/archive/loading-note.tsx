/** A loading placeholder line (SPEC.md's loading texts), announced politely. */
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
