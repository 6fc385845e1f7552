/**
 * A post's trip as the facts a reader scans ('Trip at a glance' on every article layout), each
 * with the trip finder's URL for it, and the trip's place as one name (the panel and JSON-LD).
 */
import { countryName } from "#app/lib/country-display.ts";
import {
  agesLabel,
  BUDGET_LABELS,
  daysLabel,
  LENGTH_LABELS,
  lengthOf,
  monthName,
  type Trip,
  tripsHref,
} from "#app/lib/trips.ts";

/** "Algarve, Portugal": the destination and its country's name. */
export function tripPlaceName(trip: Pick<Trip, "destination" | "country">): string {
  return `${trip.destination}, ${countryName(trip.country)}`;
}

interface TripFactLink {
  text: string;
  /** The trip finder filtered by this fact. */
  href: string;
}

export interface TripFact {
  id: "where" | "when" | "length" | "ages" | "budget" | "getting-there";
  /** The visible term (the `<dt>`). */
  term: string;
  /** The fact's value as finder links, shown comma-separated; empty for a plain-text fact. */
  links: TripFactLink[];
  /** Plain text (Getting there), after any links. */
  text?: string;
  /** The country whose flag shows before the links (decorative: the name is in the text). */
  flag?: string;
}

/** The facts in the order the panel shows them; Getting there only when the post says. */
export function tripFacts(trip: Trip): TripFact[] {
  const length = lengthOf(trip.days);
  const budget = BUDGET_LABELS[trip.budget];
  const facts: TripFact[] = [
    {
      id: "where",
      term: "Where",
      flag: trip.country,
      links: [{ text: tripPlaceName(trip), href: tripsHref({ country: trip.country }) }],
    },
    {
      // One link per month: a reader planning for August wants August's trips, whichever month
      // of this trip it is.
      id: "when",
      term: "When",
      links: trip.months.map((month) => ({ text: monthName(month), href: tripsHref({ month }) })),
    },
    {
      id: "length",
      term: "How long",
      links: [
        {
          text: `${daysLabel(trip.days)} · ${LENGTH_LABELS[length].name.toLowerCase()}`,
          href: tripsHref({ length }),
        },
      ],
    },
    {
      // The finder's age filter takes one age and matches the trips whose range holds it. The
      // youngest child is what usually rules a trip in or out (walks, minimum ages for boats and
      // activities, nap times), so the range links to the trips that suit the youngest age.
      id: "ages",
      term: "Ages",
      links: [{ text: agesLabel(trip.ages), href: tripsHref({ age: trip.ages[0] }) }],
    },
    {
      id: "budget",
      term: "Budget",
      links: [
        { text: `${budget.name} (${budget.perDay})`, href: tripsHref({ budget: trip.budget }) },
      ],
    },
  ];
  if (trip.gettingThere) {
    facts.push({ id: "getting-there", term: "Getting there", links: [], text: trip.gettingThere });
  }
  return facts;
}
