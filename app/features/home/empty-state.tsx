import { MapIcon } from "#app/components/ui/icons/outline.tsx";

/** docs/spec.md#errors: an empty list reads 'Nothing we found!'. */
export function NothingWeFound() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-neutral-300 border-dashed px-6 py-14 text-center dark:border-neutral-700">
      <MapIcon className="h-10 w-10 text-neutral-400" aria-hidden="true" />
      <p className="mt-3 font-semibold text-lg">Nothing we found!</p>
      <p className="mt-1 text-neutral-500 text-sm dark:text-neutral-400">
        Try another topic, or come back after our next trip.
      </p>
    </div>
  );
}

/** A home with no posts at all: 'Nothing we found!' alone on the page. */
export function EmptyHome() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <NothingWeFound />
    </main>
  );
}
