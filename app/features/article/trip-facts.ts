/**
 * A post's trip as the plain facts a reader scans ('Trip at a glance' on every article layout),
 * the trip finder's URL for similar trips, and the trip's place as one name (the panel and JSON-LD).
 */
import { countryName } from "#app/lib/country-display.ts";
import { filtersPhrase } from "#app/lib/trip-filter-labels.ts";
import {
  ageOptionLabel,
  BUDGET_LABELS,
  daysLabel,
  monthName,
  type Trip,
  tripsHref,
} from "#app/lib/trips.ts";

/** "Algarve, Portugal": the destination and its country's name. */
export function tripPlaceName(trip: Pick<Trip, "destination" | "country">): string {
  return `${trip.destination}, ${countryName(trip.country)}`;
}

export interface TripFact {
  id: "where" | "when" | "length" | "ages" | "budget" | "getting-there";
  /** The visible term (the `<dt>`). */
  term: string;
  /** The fact, plain: said once ("7 days", not "7 days · a week"). */
  text: string;
  /** The country whose flag shows before the text (decorative: the name is in the text). */
  flag?: string;
}

/** A trip's children's ages: "4–12 years", "5 years", "Under 1". */
function agesText([youngest, oldest]: readonly [number, number]): string {
  return youngest === oldest ? ageOptionLabel(youngest) : `${youngest}–${oldest} years`;
}

/** The facts in the order the panel shows them; Getting there only when the post says. */
export function tripFacts(trip: Trip): TripFact[] {
  const budget = BUDGET_LABELS[trip.budget];
  const facts: TripFact[] = [
    { id: "where", term: "Where", flag: trip.country, text: tripPlaceName(trip) },
    { id: "when", term: "When", text: trip.months.map(monthName).join(", ") },
    { id: "length", term: "How long", text: daysLabel(trip.days) },
    { id: "ages", term: "Children's ages", text: agesText(trip.ages) },
    { id: "budget", term: "Budget", text: `${budget.name} (${budget.perDay})` },
  ];
  if (trip.gettingThere) {
    facts.push({ id: "getting-there", term: "Getting there", text: trip.gettingThere });
  }
  return facts;
}

/**
 * 'Find similar trips': the finder for the trips that suit this one's youngest child (the age that
 * usually rules a trip in or out: walks, minimum ages for boats and activities, nap times) in its
 * first month, and those words ("for a 5-year-old in October"). The trip itself is among them.
 */
export function similarTrips(trip: Trip): { href: string; description: string } {
  const filters = { age: trip.ages[0], month: trip.months[0] };
  return { href: tripsHref(filters), description: filtersPhrase(filters) };
}
