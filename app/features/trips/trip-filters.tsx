import { useId, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  AdjustmentsHorizontalIcon,
  ChevronDownIcon,
  XMarkIcon,
} from "#app/components/ui/icons/outline.tsx";
import { filterChips, shortFilterLabel } from "#app/lib/trip-filter-labels.ts";
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
  /** The option in the open list, with what it would give: "Mid-range, €150–350 a day (4)". */
  label: string;
  /** The option once chosen, as the closed select shows it: "Mid-range". */
  short?: string;
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
              {o.value === current ? (o.short ?? o.label) : o.label}
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
 * submits at once and the results update without a full reload. Each option in the open list
 * says how many trips it would give with the other filters kept; a closed select shows its choice
 * in a few words ("Mid-range"), so it is never cut. The selects follow the URL's filters (back
 * and forward navigation) without being remounted, so a keyboard user choosing with the arrow
 * keys keeps the focus on the select.
 *
 * On a phone the panel folds behind a 'Filters (n)' button (a `<details>`, so it opens without
 * JavaScript too) and the chosen filters show as chips that each remove theirs: the results start
 * on the first screen. From 768 px the panel is always open (app.css, `.trip-filters`).
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
  const chips = filterChips(filters, sort);
  return (
    <Form
      method="get"
      action="/trips"
      preventScrollReset
      onChange={(event) => {
        // The URL tripsHref would write: no empty filter, no default sort, and back to page 1.
        const params = new URLSearchParams();
        for (const [name, choice] of new FormData(event.currentTarget)) {
          if (choice !== "" && !(name === "sort" && choice === TRIP_SORT_OPTIONS[0].value))
            params.append(name, String(choice));
        }
        submit(params, { action: "/trips", preventScrollReset: true });
      }}
      className="trip-filters"
      aria-label="Trip filters"
      data-testid="trip-filters"
    >
      <details>
        <summary className="trip-filters-toggle">
          <AdjustmentsHorizontalIcon className="h-5 w-5" aria-hidden="true" />
          Filters{chips.length > 0 && ` (${chips.length})`}
          <ChevronDownIcon className="trip-filters-chevron" aria-hidden="true" />
        </summary>
        <div className="trip-filters-panel">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
            <Select
              name="age"
              label="Child's age"
              value={value(filters.age)}
              options={[
                { value: "", label: "Any age" },
                ...facets.age.map((n, age) => ({
                  value: String(age),
                  label: counted(ageOptionLabel(age), n),
                  short: shortFilterLabel("age", { age }),
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
                  short: name,
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
                  short: LENGTH_LABELS[l].name,
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
                  short: BUDGET_LABELS[b].name,
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
                  short: countryNames[c.code] ?? c.code,
                })),
              ]}
            />
            <Select name="sort" label="Sort by" value={sort} options={[...TRIP_SORT_OPTIONS]} />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2">
            <button type="submit" className="trip-filters-submit">
              Show trips
            </button>
            {chips.length > 0 && clearLink && (
              <Link to="/trips" preventScrollReset className="trip-filters-clear">
                Clear filters
              </Link>
            )}
          </div>
        </div>
      </details>
      {chips.length > 0 && (
        <ul className="trip-chips" aria-label="Chosen filters">
          {chips.map((chip) => (
            <li key={chip.name}>
              <Link to={chip.href} preventScrollReset className="trip-chip">
                <span className="sr-only">Remove </span>
                {chip.label}
                <XMarkIcon className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
