import { useId } from "react";
import { Link } from "react-router";
import { placeLabels } from "#app/features/trips/map-labels.ts";
import { type Area, groupMarkers, placeMarkers } from "#app/features/trips/map-markers.ts";

interface MapCountry {
  /** ISO 3166-1 alpha-2 code, unique within the map. */
  cc: string;
  name: string;
  /** Countries with trips link to their page; the others are drawn as plain land. */
  href?: string;
  trips?: number;
  /** The country the page is about: drawn highlighted, and not a link (it would lead here). */
  current?: boolean;
  /** The box around its shape (x0, y0, x1, y1): a small country gets a bigger tap area. */
  box?: [number, number, number, number];
}

interface MapMarker {
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

/** An inset: a small framed map of far-off islands (the Canaries) in a corner of the map. */
interface MapInset {
  title: string;
  viewBox: string;
  shapes: string;
  markers: MapMarker[];
  /** Where it sits on the main map, in the main map's units. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Marker radius as a share of the viewBox width: 7.4 units of 960, 3 CSS px on a 390 px phone. */
const MARKER_RADIUS = 1 / 130;
/** Half a tap target, in CSS px: every marker and group is 44 px square or more to a finger. */
const HALF_TARGET_PX = 22.5;

function tripsLabel(country: MapCountry): string {
  if (country.trips === undefined) return country.name;
  return `${country.name}, ${country.trips} ${country.trips === 1 ? "trip" : "trips"}`;
}

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

/**
 * A map drawn as inline SVG from shapes and positions computed on the server
 * (app/features/trips/world-map.server.ts): the sea, all land (the file `shapes`' `#all`, decoration
 * hidden from assistive technology), and on top of it the countries with an `href` as links named
 * "Portugal, 3 trips" (from 640 px up: on a phone a country is too small a target, and its markers
 * and the list beside the map lead to it), countries with trips but no `href` coloured, the
 * `current` one highlighted, each a `<use>` of its outline in the same cached file
 * (app/features/trips/map-shapes.server.ts), so the page carries no path data, and markers.
 *
 * Every marker is a link named by its `label` with a tap area of 44 CSS px square or more at
 * `minWidth` (the narrowest the map is drawn) and wider. With `group`, the markers of one country
 * closer than that are one link to the country's page, a badge with their trip count named by
 * its places ("Lisbon and Sintra: 7 trips in Portugal"). Markers and groups closer than their tap
 * areas are moved apart (`placeMarkers`) with a thin line back to where they belong. `labels`
 * writes each place's name beside its marker (`placeLabels`), with a halo. An `inset` draws far-off
 * islands in a framed box in a corner. Every link is reachable by keyboard with a visible focus
 * style; in light and dark mode the colours keep trips apart from plain land.
 */
export function WorldMap({
  title,
  viewBox,
  countries,
  markers,
  shapes,
  markerScale = 1,
  minWidth = 358,
  minWideWidth = 540,
  group = false,
  labels = false,
  padding = 0,
  inset,
  className = "",
}: {
  /** The map's accessible name. */
  title: string;
  viewBox: string;
  countries: MapCountry[];
  markers: MapMarker[];
  /**
   * URL of the SVG file of the map's shapes: `#all`, every piece of land, and `#{cc}` each
   * country's outline.
   */
  shapes: string;
  /**
   * Marker size relative to the default (a radius of 1/130 of the viewBox width): a close-up map
   * with a few markers can afford bigger ones (1.5) than the world with dozens.
   */
  markerScale?: number;
  /** The narrowest the map is drawn, in CSS px (a 390 px phone less the page's margins). */
  minWidth?: number;
  /** The narrowest the map is drawn from 640 px up (a tablet, beside the page's text). */
  minWideWidth?: number;
  /** Group a country's markers that are too close for two fingers' targets. */
  group?: boolean;
  /** Write the places' names beside their markers. */
  labels?: boolean;
  /** No marker closer than this share of the width (or height) to the frame. */
  padding?: number;
  inset?: MapInset;
  className?: string;
}) {
  const titleId = useId();
  const [x0 = 0, y0 = 0, width = 960, height = 480] = viewBox.split(/[\s,]+/).map(Number);
  const linked = countries.filter((country) => country.href && !country.current);
  const coloured = countries.filter(
    (country) => !country.href && country.trips !== undefined && !country.current,
  );
  const current = countries.filter((country) => country.current);
  const layers = layersOf(group, minWidth, minWideWidth);
  const anchors = new Map(
    linked.flatMap(({ href, box }) =>
      box ? [[href!, { x: (box[0] + box[2]) / 2, y: (box[1] + box[3]) / 2 }] as const] : [],
    ),
  );
  const unit = width / minWidth;
  const insetScale = inset ? sizeOf(inset.viewBox).width / inset.width : 1;
  return (
    <svg
      viewBox={viewBox}
      aria-labelledby={titleId}
      className={`block h-auto w-full select-none ${className}`}
    >
      <title id={titleId}>{title}</title>
      <rect
        x={x0}
        y={y0}
        width={width}
        height={height}
        className="fill-sky-100 dark:fill-slate-800"
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group of plain shapes, no link */}
      <g
        aria-hidden="true"
        className="fill-neutral-200 stroke-white stroke-[0.75] dark:fill-neutral-700 dark:stroke-slate-800"
      >
        <use href={`${shapes}#all`} />
        {coloured.map((country) => (
          <use
            key={country.cc}
            href={`${shapes}#${country.cc}`}
            className="fill-primary-200 dark:fill-primary-900"
          />
        ))}
        {/* On a phone the linked countries are not links (see below): coloured all the same. */}
        {linked.map((country) => (
          <use
            key={country.cc}
            href={`${shapes}#${country.cc}`}
            className="fill-primary-200 sm:hidden dark:fill-primary-900"
          />
        ))}
        {current.map((country) => (
          <use
            key={country.cc}
            href={`${shapes}#${country.cc}`}
            className="fill-primary-300 dark:fill-neutral-600"
          />
        ))}
      </g>
      {linked.length > 0 ? (
        <g className="fill-primary-200 stroke-white stroke-[0.75] max-sm:hidden dark:fill-primary-900 dark:stroke-slate-800 [&>a]:outline-none [&>a:focus-visible]:fill-primary-300 [&>a:focus-visible]:stroke-[2.5] [&>a:focus-visible]:stroke-primary-900 [&>a:hover]:fill-primary-300 dark:[&>a:focus-visible]:fill-primary-700 dark:[&>a:focus-visible]:stroke-white dark:[&>a:hover]:fill-primary-700">
          {linked.map((country) => (
            <Link key={country.cc} to={country.href!} aria-label={tripsLabel(country)}>
              <title>{tripsLabel(country)}</title>
              <use href={`${shapes}#${country.cc}`} />
              {tapBox(country.box, (2 * HALF_TARGET_PX * width) / minWideWidth)}
            </Link>
          ))}
        </g>
      ) : null}
      {layers.map(({ layer, narrowest }) => (
        <Markers
          key={layer}
          layer={layer}
          markers={markers}
          box={{ x0, y0, width, height }}
          radius={width * MARKER_RADIUS * markerScale}
          unit={width / (layer === "phone" ? minWidth : minWideWidth)}
          group={group ? (layer === "phone" ? "country" : "close") : false}
          labels={labels}
          padding={padding}
          avoid={
            inset && {
              x0: inset.x - x0,
              y0: inset.y - y0,
              x1: inset.x + inset.width - x0,
              y1: inset.y + inset.height - y0,
            }
          }
          anchors={anchors}
          id={`${titleId}-${narrowest}`}
        />
      ))}
      {inset ? (
        <g>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the inset's frame, no link */}
          <g aria-hidden="true">
            <rect
              x={inset.x}
              y={inset.y}
              width={inset.width}
              height={inset.height}
              className="fill-sky-100 stroke-neutral-400 dark:fill-slate-800 dark:stroke-neutral-500"
              strokeWidth={1.5 * unit}
            />
          </g>
          <svg
            x={inset.x}
            y={inset.y}
            width={inset.width}
            height={inset.height}
            viewBox={inset.viewBox}
            data-inset={inset.title}
          >
            <title>{inset.title}</title>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: plain land, no link */}
            <g
              aria-hidden="true"
              className="fill-neutral-200 stroke-white stroke-[0.75] dark:fill-neutral-700 dark:stroke-slate-800"
            >
              <use href={`${inset.shapes}#all`} />
            </g>
            {layers.map(({ layer, narrowest }) => (
              <Markers
                key={layer}
                layer={layer}
                markers={inset.markers}
                box={{ x0: 0, y0: 0, ...sizeOf(inset.viewBox) }}
                radius={width * MARKER_RADIUS * markerScale * insetScale}
                unit={(width / (layer === "phone" ? minWidth : minWideWidth)) * insetScale}
                group={group ? (layer === "phone" ? "country" : "close") : false}
                labels={labels}
                padding={0}
                id={`${titleId}-inset-${narrowest}`}
              />
            ))}
          </svg>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the inset's name, no link */}
          <g aria-hidden="true">
            <text
              x={inset.x + 6 * unit}
              y={inset.y + 12 * unit}
              fontSize={10 * unit}
              strokeWidth={3 * unit}
              className="fill-neutral-700 stroke-sky-100 font-medium [paint-order:stroke] dark:fill-neutral-200 dark:stroke-slate-800"
            >
              {inset.title}
            </text>
          </g>
        </g>
      ) : null}
    </svg>
  );
}

/**
 * An invisible square of `side` around a country whose shape is narrower or lower than that
 * (Portugal, the Netherlands, Switzerland), centred on it: what a pointer can hit.
 */
function tapBox(box: MapCountry["box"], side: number) {
  if (!box) return null;
  const [x0, y0, x1, y1] = box;
  if (x1 - x0 >= side && y1 - y0 >= side) return null;
  const w = Math.max(side, x1 - x0);
  const h = Math.max(side, y1 - y0);
  return (
    <rect
      x={round((x0 + x1 - w) / 2)}
      y={round((y0 + y1 - h) / 2)}
      width={round(w)}
      height={round(h)}
      fill="transparent"
      stroke="none"
    />
  );
}

function sizeOf(viewBox: string): { width: number; height: number } {
  const [, , width = 960, height = 480] = viewBox.split(/[\s,]+/).map(Number);
  return { width, height };
}

const round = (n: number) => Math.round(n * 10) / 10;

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
function layersOf(group: boolean, minWidth: number, minWideWidth: number) {
  return !group && minWideWidth <= minWidth
    ? ([{ layer: "all", narrowest: "sm" }] as const)
    : LAYERS;
}

/** A map's markers and groups, their lines back home and (`labels`) their places' names. */
function Markers({
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
