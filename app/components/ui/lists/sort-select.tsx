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
          className="sort-select"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="select-chevron right-4" aria-hidden="true" />
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
