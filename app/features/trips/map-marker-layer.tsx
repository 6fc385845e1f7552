import { Link } from "react-router";
import { placeLabels } from "./map-labels.ts";
import { type Area, groupMarkers, placeMarkers } from "./map-markers.ts";

// The markers of a map (app/features/trips/world-map.tsx): their layers for a phone and wider
// screens, groups with their names, lines back home and the places' names.

export interface MapMarker {
  x: number;
  y: number;
  /** The marker's accessible name and tooltip, such as "Algarve, Portugal: The Algarve...". */
  label: string;
  href: string;
  /** The place's name ("Algarve"), its trips, and its country's name and page: for groups. */
  place: string;
  trips: number;
  country: string;
  countryHref: string;
}

/** Half a tap target, in CSS px: every marker and group is 44 px square or more to a finger. */
export const HALF_TARGET_PX = 22.5;

/** "Lisbon, Sintra and Cascais". */
function andList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items.join("");
}

/** Country names said with "the" in running text ("3 trips in the Maldives"). */
const WITH_THE =
  /^(United |Netherlands$|Maldives$|Philippines$|Bahamas$|Gambia$|Dominican Republic$|Czech Republic$|Central African Republic$|Comoros$|Seychelles$|Marshall Islands$|Solomon Islands$|Cayman Islands$|Faroe Islands$)/;

/**
 * A group's name: its places, its trips and where it leads ("Kandersteg and Zermatt: 2 trips in
 * Switzerland", "... in the United Kingdom").
 */
function groupLabel(members: readonly MapMarker[]): string {
  const trips = members.reduce((n, m) => n + m.trips, 0);
  const country = members[0]!.country;
  const where = WITH_THE.test(country) ? `the ${country}` : country;
  return `${andList(members.map((m) => m.place))}: ${trips} ${trips === 1 ? "trip" : "trips"} in ${where}`;
}

export const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The markers are drawn twice, for a phone and for wider screens, each shown only there: a phone's
 * 44 px tap areas take a bigger share of the map, so its markers are grouped by country (Europe's
 * crowd would otherwise be pushed far out to sea), while wider screens group only the places too
 * close for a mouse pointer's 44 px and keep the others apart.
 */
const LAYERS = [
  { layer: "phone", narrowest: "sm" },
  { layer: "wide", narrowest: "lg" },
] as const;

/**
 * One layer for every screen when both would be the same (no groups, and the map no narrower from
 * 640 px up than on a phone: a country's map), else a phone's and wider screens'.
 */
export function layersOf(group: boolean, minWidth: number, minWideWidth: number) {
  return !group && minWideWidth <= minWidth
    ? ([{ layer: "all", narrowest: "sm" }] as const)
    : LAYERS;
}

/** A map's markers and groups, their lines back home and (`labels`) their places' names. */
export function Markers({
  layer,
  markers,
  box,
  radius,
  unit,
  group,
  labels,
  padding,
  avoid,
  anchors,
  id,
}: {
  /** Shown on a phone only, from 640 px up only, or on every screen. */
  layer: "phone" | "wide" | "all";
  markers: MapMarker[];
  box: { x0: number; y0: number; width: number; height: number };
  /** The dot's radius, in the map's units. */
  radius: number;
  /** A CSS px at the narrowest the map is drawn for this layer, in the map's units. */
  unit: number;
  /** Group a country's markers: those too close to each other, or all of them. */
  group: false | "close" | "country";
  labels: boolean;
  /** No marker closer to the frame than this share of its width or height. */
  padding: number;
  /** A part of the map no marker may cover (the inset), relative to the map's top left. */
  avoid?: Area | undefined;
  /** The middle of each linked country's shape, by its page's URL. */
  anchors?: ReadonlyMap<string, { x: number; y: number }>;
  id: string;
}) {
  if (markers.length === 0) return null;
  const { x0, y0, width, height } = box;
  const half = HALF_TARGET_PX * unit;
  const margin = Math.max(half, padding * Math.min(width, height));
  const markerId = `${id}-marker`;
  const groupId = `${id}-group`;
  // A tooltip for a mouse's hover: not on a phone.
  const tooltips = layer !== "phone";
  const gap = 2 * half + unit;
  const grouped = group
    ? groupMarkers(
        markers.map(({ x, y, countryHref }) => ({ x, y, key: countryHref })),
        group === "country" ? Number.POSITIVE_INFINITY : gap,
      )
    : markers.map(({ x, y }, i) => ({ members: [i], x, y }));
  // A group of all a country's places stands for the country: in the middle of its shape, where
  // a reader looks for it, rather than amid its places (and its neighbours' badges).
  const groups = grouped.map((g) => {
    const anchor =
      group === "country" && g.members.length > 1
        ? anchors?.get(markers[g.members[0]!]!.countryHref)
        : undefined;
    return anchor ? { ...g, ...anchor, anchored: true } : { ...g, anchored: false };
  });
  const spots = placeMarkers(
    groups.map(({ x, y }) => ({ x: x - x0, y: y - y0 })),
    gap,
    { width, height, margin, ...(avoid ? { avoid } : {}) },
  ).map(({ x, y }) => ({ x: round(x + x0), y: round(y + y0) }));
  const badge = Math.max(radius * 1.6, 11 * unit);
  const fontSize = (layer === "phone" ? 12 : 13) * unit;
  const placed = labels
    ? placeLabels(
        spots.map((spot, i) => ({
          x: spot.x - x0,
          y: spot.y - y0,
          text: groups[i]!.members.map((m) => markers[m]!.place).join(", "),
        })),
        { fontSize, dotRadius: radius * 1.7, width, height },
      )
    : [];
  const hit = (
    <rect
      x={round(-half)}
      y={round(-half)}
      width={round(2 * half)}
      height={round(2 * half)}
      fill="transparent"
      stroke="none"
    />
  );
  return (
    <g
      data-layer={layer}
      className={layer === "phone" ? "sm:hidden" : layer === "wide" ? "max-sm:hidden" : undefined}
    >
      <defs>
        {/* One marker and one group badge, drawn by every <use>. Selectors do not reach into a
            <use>, so all their colours are inherited from the link: the dot's fill and edge, and
            --ring, the focus ring. The transparent square is what a finger hits: 44 CSS px. */}
        <g id={markerId}>
          {hit}
          <circle r={round(radius)} strokeWidth={round(radius / 3)} />
          <circle
            r={round(radius * 1.7)}
            fill="none"
            strokeWidth={round(radius / 3)}
            className="[stroke:var(--ring,transparent)]"
          />
        </g>
        <g id={groupId}>
          {hit}
          <circle r={round(badge)} strokeWidth={round(radius / 3)} />
          <circle
            r={round(badge + radius * 0.7)}
            fill="none"
            strokeWidth={round(radius / 3)}
            className="[stroke:var(--ring,transparent)]"
          />
        </g>
      </defs>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: lines and dots, no link */}
      <g
        aria-hidden="true"
        strokeWidth={round(radius / 6)}
        className="fill-neutral-600 stroke-neutral-600 dark:fill-neutral-300 dark:stroke-neutral-300"
      >
        {groups.flatMap(({ members, anchored, x, y }, index) => {
          const spot = spots[index]!;
          const reach = members.length > 1 ? badge : radius / 2;
          if (anchored) {
            // A country's badge: a line back to its country's middle only when moved off it.
            if (Math.hypot(spot.x - x, spot.y - y) < badge) return [];
            return [
              <g key={`c${index}`}>
                <line x1={round(x)} y1={round(y)} x2={spot.x} y2={spot.y} />
                <circle cx={round(x)} cy={round(y)} r={round(radius / 4)} stroke="none" />
              </g>,
            ];
          }
          return members.map((m) => {
            const marker = markers[m]!;
            if (Math.hypot(spot.x - marker.x, spot.y - marker.y) < reach) return null;
            return (
              <g key={m}>
                <line x1={marker.x} y1={marker.y} x2={spot.x} y2={spot.y} />
                <circle cx={marker.x} cy={marker.y} r={round(radius / 4)} stroke="none" />
              </g>
            );
          });
        })}
      </g>
      <g className="fill-primary-700 stroke-white dark:fill-amber-300 dark:stroke-slate-900 [&>a:focus-visible]:[--ring:var(--color-neutral-900)] [&>a:hover]:fill-primary-900 [&>a]:outline-none dark:[&>a:focus-visible]:[--ring:var(--color-white)] dark:[&>a:hover]:fill-amber-100">
        {groups.map(({ members }, index) => {
          const spot = spots[index]!;
          if (members.length === 1) {
            const marker = markers[members[0]!]!;
            return (
              <Link key={index} to={marker.href} aria-label={marker.label}>
                {tooltips && <title>{marker.label}</title>}
                <use href={`#${markerId}`} x={spot.x} y={spot.y} />
              </Link>
            );
          }
          const its = members.map((m) => markers[m]!);
          const name = groupLabel(its);
          return (
            <Link key={index} to={its[0]!.countryHref} aria-label={name} data-group="">
              {tooltips && <title>{name}</title>}
              <use href={`#${groupId}`} x={spot.x} y={spot.y} />
              <text
                x={spot.x}
                y={spot.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={round(badge * 1.1)}
                stroke="none"
                className="fill-white font-semibold dark:fill-neutral-900"
              >
                {its.reduce((n, m) => n + m.trips, 0)}
              </text>
            </Link>
          );
        })}
      </g>
      {placed.length > 0 ? (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the places' names (their markers are the links)
        <g
          aria-hidden="true"
          fontSize={round(fontSize)}
          strokeWidth={round(fontSize * 0.3)}
          dominantBaseline="central"
          className="pointer-events-none fill-neutral-900 stroke-white font-medium [paint-order:stroke] [stroke-linejoin:round] dark:fill-neutral-100 dark:stroke-slate-900"
        >
          {placed.map((label, i) => (
            <text key={i} x={round(label.x + x0)} y={round(label.y + y0)} textAnchor={label.anchor}>
              {label.text}
            </text>
          ))}
        </g>
      ) : null}
    </g>
  );
}
