import { useId, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { ChevronDownIcon } from "#app/components/ui/icons/outline.tsx";
import {
  ageOptionLabel,
  BUDGET_LABELS,
  BUDGETS,
  LENGTH_LABELS,
  MONTH_NAMES,
  TRIP_LENGTHS,
  TRIP_SORT_OPTIONS,
  type TripFacets,
  type TripFilters,
  type TripSort,
} from "#app/lib/trips.ts";

interface Option {
  value: string;
  label: string;
}

/** A filter's select (a component class of app/app.css). */
const SELECT = "filter-select";

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: Option[];
}) {
  const id = useId();
  // Controlled, so the select stays mounted (and keeps the keyboard focus) while the results
  // update; it follows the URL's value when that changes (back, forward, 'Clear filters').
  const [current, setCurrent] = useState(value);
  const [fromUrl, setFromUrl] = useState(value);
  if (value !== fromUrl) {
    setFromUrl(value);
    setCurrent(value);
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          className={SELECT}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="select-chevron right-3.5" aria-hidden="true" />
      </div>
    </div>
  );
}

const counted = (label: string, n: number) => `${label} (${n})`;

/**
 * The trip finder's filters as a plain GET form: every choice lives in the URL and the server
 * filters, so it works without JavaScript (the 'Show trips' button); with JavaScript a change
 * submits at once and the results update without a full reload. Each option says how many trips
 * it would give with the other filters kept. The selects follow the URL's filters (back and
 * forward navigation) without being remounted, so a keyboard user choosing with the arrow keys
 * keeps the focus on the select.
 */
export function TripFilterForm({
  filters,
  sort,
  facets,
  countryNames,
  clearLink,
}: {
  filters: TripFilters;
  sort: TripSort;
  facets: TripFacets;
  countryNames: Record<string, string>;
  /** Show 'Clear filters' beside the button when a filter is set. */
  clearLink: boolean;
}) {
  const submit = useSubmit();
  const countries = [...facets.country];
  if (filters.country && !countries.some((c) => c.code === filters.country))
    countries.push({ code: filters.country, trips: 0 });
  countries.sort((a, b) =>
    (countryNames[a.code] ?? a.code).localeCompare(countryNames[b.code] ?? b.code),
  );
  const value = (v: number | string | undefined) => (v === undefined ? "" : String(v));
  const active = Object.values(filters).some((v) => v !== undefined);
  return (
    <Form
      method="get"
      action="/trips"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      className="rounded-3xl bg-neutral-50 p-5 ring-1 ring-neutral-200 sm:p-6 dark:bg-neutral-800/60 dark:ring-neutral-700"
      aria-label="Trip filters"
      data-testid="trip-filters"
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        <Select
          name="age"
          label="Child's age"
          value={value(filters.age)}
          options={[
            { value: "", label: "Any age" },
            ...facets.age.map((n, age) => ({
              value: String(age),
              label: counted(ageOptionLabel(age), n),
            })),
          ]}
        />
        <Select
          name="month"
          label="Month"
          value={value(filters.month)}
          options={[
            { value: "", label: "Any month" },
            ...MONTH_NAMES.map((name, i) => ({
              value: String(i + 1),
              label: counted(name, facets.month[i] ?? 0),
            })),
          ]}
        />
        <Select
          name="length"
          label="Length"
          value={value(filters.length)}
          options={[
            { value: "", label: "Any length" },
            ...TRIP_LENGTHS.map((l) => ({
              value: l,
              label: counted(
                `${LENGTH_LABELS[l].name}, ${LENGTH_LABELS[l].days}`,
                facets.length[l] ?? 0,
              ),
            })),
          ]}
        />
        <Select
          name="budget"
          label="Budget"
          value={value(filters.budget)}
          options={[
            { value: "", label: "Any budget" },
            ...BUDGETS.map((b) => ({
              value: String(b),
              label: counted(
                `${BUDGET_LABELS[b].name}, ${BUDGET_LABELS[b].perDay}`,
                facets.budget[b] ?? 0,
              ),
            })),
          ]}
        />
        <Select
          name="country"
          label="Country"
          value={value(filters.country)}
          options={[
            { value: "", label: "Any country" },
            ...countries.map((c) => ({
              value: c.code,
              label: counted(countryNames[c.code] ?? c.code, c.trips),
            })),
          ]}
        />
        <Select name="sort" label="Sort by" value={sort} options={[...TRIP_SORT_OPTIONS]} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex h-11 items-center rounded-full bg-primary-600 px-6 font-medium text-sm text-white shadow-sm hover:bg-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-neutral-900"
        >
          Show trips
        </button>
        {active && clearLink && (
          <Link
            to="/trips"
            preventScrollReset
            className="font-medium text-primary-700 text-sm underline-offset-4 hover:underline dark:text-primary-300"
          >
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
