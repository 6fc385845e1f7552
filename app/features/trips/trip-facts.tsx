import { Flag } from "#app/components/ui/flag.tsx";
import { agesLabel, BUDGET_LABELS, daysLabel, monthName, type Trip } from "#app/lib/trips.ts";

/** Months as a short list: "Jul", "Jun–Aug" for a run, "Apr, Oct" otherwise. */
function monthsShort(months: readonly number[]): string {
  const short = (m: number) => monthName(m).slice(0, 3);
  const run = months.every((m, i) => i === 0 || m === months[i - 1]! + 1);
  if (months.length > 2 && run) return `${short(months[0]!)}–${short(months[months.length - 1]!)}`;
  return months.map(short).join(", ");
}

/**
 * A trip's facts on a card: where (flag and place), then chips for when, how long, which ages and
 * the budget, each labelled by its icon (app.css, `.fact-*`) and, for a screen reader, by words
 * where the value alone does not say what it is ("When: Dec", "Budget: Splurge").
 */
export function TripFacts({ trip, countryName }: { trip: Trip; countryName: string }) {
  return (
    <ul className="trip-facts" aria-label="Trip facts" data-testid="trip-facts">
      <li className="trip-place">
        <Flag code={trip.country} />
        {trip.destination}, {countryName}
      </li>
      <li className="trip-fact fact-when">
        <span className="sr-only">When: </span>
        {monthsShort(trip.months)}
      </li>
      <li className="trip-fact fact-days">{daysLabel(trip.days)}</li>
      <li className="trip-fact fact-ages">{agesLabel(trip.ages)}</li>
      <li className="trip-fact fact-budget">
        <span className="sr-only">Budget: </span>
        {BUDGET_LABELS[trip.budget].name}
      </li>
    </ul>
  );
}
