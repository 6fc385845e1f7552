import { useId } from "react";
import { Form, useSubmit } from "react-router";
import { ChevronDownIcon } from "#app/components/ui/icons/outline.tsx";
import { useKnownSearchParams } from "#app/components/ui/use-known-search-params.ts";

export interface SortOption {
  value: string;
  label: string;
}

/**
 * The sort list as a GET form: the choice lives in the URL (`?sort=`) and the server applies it,
 * so it works before JavaScript loads (the Sort button shows when scripts are off); with
 * JavaScript a change submits at once. Changing the sort goes back to page 1.
 */
export function SortSelect({
  options,
  value,
  param = "sort",
  className = "",
}: {
  options: readonly SortOption[];
  value: string;
  param?: string;
  className?: string;
}) {
  const id = useId();
  const params = useKnownSearchParams();
  const submit = useSubmit();
  const kept = [...params].filter(([key]) => key !== param && key !== "page");
  return (
    <Form method="get" preventScrollReset className={`flex items-center gap-2 ${className}`}>
      {kept.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <label htmlFor={id} className="sr-only">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          name={param}
          value={value}
          onChange={(event) =>
            submit(event.currentTarget.form, { preventScrollReset: true, replace: false })
          }
          className="h-11 w-full min-w-48 cursor-pointer appearance-none rounded-full border border-neutral-200 bg-white py-2 pr-10 pl-5 font-medium text-neutral-800 text-sm shadow-sm transition hover:border-neutral-300 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:[color-scheme:dark]"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-neutral-500"
          aria-hidden="true"
        />
      </div>
      <noscript>
        <button
          type="submit"
          className="h-11 rounded-full bg-primary-600 px-5 font-medium text-sm text-white"
        >
          Sort
        </button>
      </noscript>
    </Form>
  );
}
