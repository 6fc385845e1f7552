import { useId } from "react";
import { Form, Link } from "react-router";
import { ArrowRightIcon } from "#app/components/ui/icons/outline.tsx";
import { ageOptionLabel, MAX_AGE, MONTH_NAMES } from "#app/lib/trips.ts";

/** The planner's selects (a component class of app/app.css). */
const SELECT = "plan-select";

/**
 * The home page's way into the trip finder: a child's age and a month, sent to /trips as a plain
 * GET form (no JavaScript needed), and a link to the destinations map.
 */
export function PlanTrip() {
  const ageId = useId();
  const monthId = useId();
  return (
    <section
      aria-labelledby="plan-trip-heading"
      className="rounded-3xl bg-primary-50 px-5 py-8 sm:px-10 sm:py-10 dark:bg-primary-500/10"
      data-testid="plan-trip"
    >
      <div className="grid gap-8 lg:grid-cols-5 lg:items-end">
        <div className="lg:col-span-2">
          <h2
            id="plan-trip-heading"
            className="font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100"
          >
            Plan by age and month
          </h2>
          <p className="mt-2 text-neutral-600 dark:text-neutral-300">
            Tell us how old your children are and when you can go: we show the trips that worked for
            families like yours.
          </p>
        </div>
        <Form
          method="get"
          action="/trips"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end lg:col-span-3"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ageId} className="field-label">
              Child's age
            </label>
            <select id={ageId} name="age" defaultValue="" className={SELECT}>
              <option value="">Any age</option>
              {Array.from({ length: MAX_AGE + 1 }, (_, age) => (
                <option key={age} value={age}>
                  {ageOptionLabel(age)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={monthId} className="field-label">
              Month
            </label>
            <select id={monthId} name="month" defaultValue="" className={SELECT}>
              <option value="">Any month</option>
              {MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-primary-600 px-6 font-medium text-sm text-white shadow-sm hover:bg-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-neutral-900"
          >
            Find trips
            <ArrowRightIcon className="h-4 w-4" aria-hidden="true" />
          </button>
        </Form>
      </div>
      <p className="mt-6 text-neutral-600 text-sm dark:text-neutral-300">
        Or browse{" "}
        <Link
          to="/destinations"
          className="-my-0.5 inline-block py-0.5 font-medium text-primary-700 underline underline-offset-4 dark:text-primary-300"
        >
          every destination on the map
        </Link>
        .
      </p>
    </section>
  );
}
