import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { MagnifyingGlassIcon } from "#app/components/ui/icons/outline.tsx";
import type { NothingFound, StoryLink } from "./search-types.ts";

/** SPEC's "Nothing we found!" of an empty tab, and what a search that found nothing offers. */
export function Empty({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-neutral-300 border-dashed px-6 py-16 text-center dark:border-neutral-700">
      <MagnifyingGlassIcon className="mx-auto h-10 w-10 text-neutral-400" aria-hidden="true" />
      <p className="mt-4 font-semibold text-lg text-neutral-800 dark:text-neutral-100">
        Nothing we found!
      </p>
      {children}
    </div>
  );
}

/** A short list of stories under a heading, each a link. */
function StoryLinks({ heading, stories }: { heading: string; stories: StoryLink[] }) {
  if (stories.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-neutral-900 text-sm dark:text-neutral-100">{heading}</h3>
      <ul className="mt-2 space-y-1">
        {stories.map((story) => (
          <li key={story.href}>
            <Link
              to={story.href}
              className="inline-block py-2 text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
            >
              {story.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A search that found nothing anywhere: SPEC's "Nothing we found!", then ways on (issue 43, item
 * 7): the term spelt as the site's own words, with the stories it finds; the most read stories;
 * and the trip finder.
 */
export function NothingFoundHere({ found }: { found: NothingFound }) {
  const location = useLocation();
  return (
    <Empty>
      <div className="mx-auto mt-6 grid max-w-xl gap-6 text-left" data-testid="search-ways-on">
        {found.suggestion && (
          <p className="text-center text-neutral-700 dark:text-neutral-200">
            Did you mean{" "}
            <Link
              to={`${location.pathname}?${new URLSearchParams({ q: found.suggestion })}`}
              className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
            >
              {found.suggestion}
            </Link>
            ?
          </p>
        )}
        <StoryLinks heading={`Stories about ${found.suggestion}`} stories={found.suggested} />
        <StoryLinks heading="Most read stories" stories={found.mostRead} />
        <p className="text-center text-neutral-700 dark:text-neutral-200">
          Planning a family trip?{" "}
          <Link
            to="/trips"
            className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
          >
            Find one by your children's ages and the month
          </Link>
        </p>
      </div>
    </Empty>
  );
}
