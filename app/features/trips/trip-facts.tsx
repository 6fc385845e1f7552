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
 * A trip's facts on a card, in one compact list: where (flag and place), when, how long, which
 * ages and the budget.
 */
export function TripFacts({ trip, countryName }: { trip: Trip; countryName: string }) {
  const item = "trip-fact";
  return (
    <ul className="trip-facts" aria-label="Trip facts" data-testid="trip-facts">
      <li className="trip-place">
        <Flag code={trip.country} />
        {trip.destination}, {countryName}
      </li>
      <li className={item}>{monthsShort(trip.months)}</li>
      <li className={item}>{daysLabel(trip.days)}</li>
      <li className={item}>{agesLabel(trip.ages)}</li>
      <li className={item}>{BUDGET_LABELS[trip.budget].name}</li>
    </ul>
  );
}
