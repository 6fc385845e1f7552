import { type ComponentType, Fragment, type ReactNode, type SVGProps } from "react";
import {
  FaceFrownIcon,
  GlobeAmericasIcon,
  LifebuoyIcon,
} from "#app/components/ui/icons/outline.tsx";

/** A message in the palette instead of results: an icon, a title and a line. */
function PaletteMessage({
  icon: Icon,
  title,
  children,
  testId,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="border-neutral-100 border-t px-6 py-14 text-center sm:px-14 dark:border-neutral-700"
      data-testid={testId}
    >
      <Icon className="mx-auto h-8 w-8 text-neutral-400" aria-hidden="true" />
      <p className="mt-4 font-semibold text-neutral-900 dark:text-neutral-100">{title}</p>
      <p className="mt-2 text-neutral-500 text-sm dark:text-neutral-400">{children}</p>
    </div>
  );
}

/** The help panel ('?'). */
export function PaletteHelp() {
  return (
    <PaletteMessage icon={LifebuoyIcon} title="Help with searching" testId="palette-help">
      Type to search post titles, category names and author names. Start with # to search only posts
      and categories, or with &gt; to search only authors. Press Enter to see every result on the
      search page.
    </PaletteMessage>
  );
}

/** Nothing matched the query. */
export function PaletteNoResults() {
  return (
    <PaletteMessage icon={FaceFrownIcon} title="No results found" testId="palette-empty">
      We couldn't find anything with that term. Please try again.
    </PaletteMessage>
  );
}

/** The lists are still loading. */
export function PaletteLoading() {
  return (
    <div
      role="status"
      className="flex justify-center border-neutral-100 border-t px-6 py-10 dark:border-neutral-700"
    >
      <span
        className="h-6 w-6 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
        aria-hidden="true"
      />
      <span className="sr-only">Loading</span>
    </div>
  );
}

/** Before anything is typed. */
export function PaletteEmptyQuery() {
  return (
    <div className="border-neutral-100 border-t px-6 py-10 text-center dark:border-neutral-700">
      <GlobeAmericasIcon
        className="mx-auto h-8 w-8 text-neutral-300 dark:text-neutral-500"
        aria-hidden="true"
      />
      <p className="mt-3 text-neutral-500 text-sm dark:text-neutral-400">
        Search posts, categories and authors.
      </p>
    </div>
  );
}

function Key({ children }: { children: ReactNode }) {
  return (
    <kbd className="mx-0.5 rounded border border-neutral-300 bg-white px-1.5 font-semibold dark:border-neutral-600 dark:bg-neutral-800">
      {children}
    </kbd>
  );
}

/** The palette's prefixes and what each searches. */
const PREFIXES = [
  ["#", "for posts and categories,"],
  [">", "for authors and"],
  ["?", "for help."],
] as const;

/** The line at the foot of the palette naming its prefixes. */
export function PaletteKeysHint() {
  return (
    <p>
      Type
      {PREFIXES.map(([key, text]) => (
        <Fragment key={key}>
          {" "}
          <Key>{key}</Key> {text}
        </Fragment>
      ))}
    </p>
  );
}
