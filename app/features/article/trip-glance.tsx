import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Flag } from "#app/components/ui/flag.tsx";
import {
  BanknotesIcon,
  CalendarDaysIcon,
  ClockIcon,
  GlobeEuropeAfricaIcon,
  MapPinIcon,
  PaperAirplaneIcon,
  UserGroupIcon,
} from "#app/components/ui/icons/outline.tsx";
import { useArticle } from "./article-context.tsx";
import { similarTrips, type TripFact, tripFacts } from "./trip-facts.ts";

const ICONS: Record<TripFact["id"], typeof MapPinIcon> = {
  where: MapPinIcon,
  when: CalendarDaysIcon,
  length: ClockIcon,
  ages: UserGroupIcon,
  budget: BanknotesIcon,
  "getting-there": PaperAirplaneIcon,
};

/** The facts that take a whole row when the facts stand in two columns (the longer texts). */
const WIDE = new Set<TripFact["id"]>(["where", "getting-there"]);

/**
 * 'Trip at a glance': the post's trip facts (where, when, how long, ages, budget, getting there)
 * as plain text, and one action, 'Find similar trips', that says where it leads (the finder for
 * the youngest child's age in the trip's month). Nothing for a post without a trip. Every article
 * layout shows it near the top of the text or in its sidebar; its facts stand in two columns
 * when the panel is wide enough (a container query), one in a sidebar or on a phone. It is never
 * wider than the body text (70ch at the body's 18 px: 78.75ch at the panel's 16 px).
 */
export function TripGlance({ className = "" }: { className?: string }) {
  const { post } = useArticle();
  if (!post.trip) return null;
  const similar = similarTrips(post.trip);
  return (
    <section
      aria-labelledby="trip-glance-title"
      className={`@container w-full max-w-[78.75ch] rounded-3xl bg-neutral-50 p-5 ring-1 ring-neutral-900/5 sm:p-6 dark:bg-neutral-800/60 dark:ring-white/10 ${className}`}
    >
      <h2
        id="trip-glance-title"
        className="flex items-center gap-2 font-semibold text-base text-neutral-900 dark:text-neutral-100"
      >
        <GlobeEuropeAfricaIcon
          className="h-5 w-5 text-primary-600 dark:text-primary-300"
          aria-hidden="true"
        />
        Trip at a glance
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 @md:grid-cols-2">
        {tripFacts(post.trip).map((fact) => (
          <Fact key={fact.id} fact={fact} />
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <ButtonLink to={similar.href} aria-describedby="trip-glance-similar">
          Find similar trips
        </ButtonLink>
        <p id="trip-glance-similar" className="text-neutral-600 text-sm dark:text-neutral-300">
          Trips {similar.description}, from all our families
        </p>
      </div>
    </section>
  );
}

function Fact({ fact }: { fact: TripFact }) {
  const Icon = ICONS[fact.id];
  return (
    <div className={`relative min-h-9 pl-12 ${WIDE.has(fact.id) ? "@md:col-span-2" : ""}`}>
      <dt className="font-medium text-neutral-500 text-xs uppercase tracking-wider dark:text-neutral-400">
        <span className="absolute top-0 left-0 inline-flex h-9 w-9 items-center justify-center rounded-xl bg-white text-primary-600 shadow-sm ring-1 ring-neutral-900/5 dark:bg-neutral-900/60 dark:text-primary-300 dark:ring-white/10">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {fact.term}
      </dt>
      <dd className="mt-0.5 text-pretty text-[0.95rem] text-neutral-800 leading-snug dark:text-neutral-200">
        {fact.flag && <Flag code={fact.flag} className="mr-1.5" />}
        {fact.text}
      </dd>
    </div>
  );
}
