import { InformationCircleIcon } from "#app/components/ui/icons/outline.tsx";

/** A small, unobtrusive note that a template page is a demo. */
export function DemoNote({ className = "" }: { className?: string }) {
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full bg-neutral-100 px-3 py-1 text-neutral-600 text-xs dark:bg-neutral-800 dark:text-neutral-300 ${className}`}
    >
      <InformationCircleIcon aria-hidden="true" className="h-4 w-4" />
      Demo page: nothing is sent or saved.
    </p>
  );
}
