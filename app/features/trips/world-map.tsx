import { useId } from "react";
import { Link } from "react-router";
import { spreadMarkers } from "#app/features/trips/map-markers.ts";

interface MapCountry {
  /** ISO 3166-1 alpha-2 code, unique within the map. */
  cc: string;
  name: string;
  /** Countries with trips link to their page; the others are drawn as plain land. */
  href?: string;
  trips?: number;
  /** The country the page is about: drawn highlighted, and not a link (it would lead here). */
  current?: boolean;
}

interface MapMarker {
  x: number;
  y: number;
  /** The marker's accessible name and tooltip, such as "Algarve, Portugal". */
  label: string;
  href: string;
}

/** Marker radius as a share of the viewBox width: 7.4 units of 960, 3 CSS px on a 390 px phone. */
const MARKER_RADIUS = 1 / 130;

function tripsLabel(country: MapCountry): string {
  if (country.trips === undefined) return country.name;
  return `${country.name}, ${country.trips} ${country.trips === 1 ? "trip" : "trips"}`;
}

/**
 * A map drawn as inline SVG from shapes and positions computed on the server
 * (app/features/trips/world-map.server.ts): the sea, all land (the file `shapes`' `#all`, decoration
 * hidden from assistive technology), and on top of it the countries with an `href` as links named
 * "Portugal, 3 trips" and the `current` one highlighted, each a `<use>` of its outline in the same
 * cached file (app/features/trips/map-shapes.server.ts), so the page carries no path data,
 * and markers (links named by their `label`). It fills its container's width; the viewBox sets
 * its height. Markers closer than their size are moved apart (`spreadMarkers`, first come first
 * placed) with a thin line back to where they belong. Every link is reachable by keyboard with a
 * visible focus style; in light and dark mode the colours keep trips apart from plain land.
 */
export function WorldMap({
  title,
  viewBox,
  countries,
  markers,
  shapes,
  markerScale = 1,
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
  className?: string;
}) {
  const titleId = useId();
  const [x0 = 0, y0 = 0, width = 960, height = 480] = viewBox.split(/[\s,]+/).map(Number);
  const radius = width * MARKER_RADIUS * markerScale;
  const spots = spreadMarkers(
    markers.map(({ x, y }) => ({ x: x - x0, y: y - y0 })),
    radius * 2,
    { width, height, margin: radius * 1.5 },
  ).map(({ x, y }) => ({ x: Math.round((x + x0) * 10) / 10, y: Math.round((y + y0) * 10) / 10 }));
  const linked = countries.filter((country) => country.href && !country.current);
  const current = countries.filter((country) => country.current);
  const markerId = `${titleId}-marker`;
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
        {current.map((country) => (
          <use
            key={country.cc}
            href={`${shapes}#${country.cc}`}
            className="fill-primary-300 dark:fill-primary-800"
          />
        ))}
      </g>
      {linked.length > 0 ? (
        <g className="fill-primary-200 stroke-white stroke-[0.75] dark:fill-primary-900 dark:stroke-slate-800 [&>a]:outline-none [&>a:focus-visible]:fill-primary-300 [&>a:focus-visible]:stroke-[2.5] [&>a:focus-visible]:stroke-primary-900 [&>a:hover]:fill-primary-300 dark:[&>a:focus-visible]:fill-primary-700 dark:[&>a:focus-visible]:stroke-white dark:[&>a:hover]:fill-primary-700">
          {linked.map((country) => (
            <Link key={country.cc} to={country.href!} aria-label={tripsLabel(country)}>
              <title>{tripsLabel(country)}</title>
              <use href={`${shapes}#${country.cc}`} />
            </Link>
          ))}
        </g>
      ) : null}
      {markers.length > 0 ? (
        <>
          <defs>
            {/* One marker, drawn by every <use>. Selectors do not reach into a <use>, so all its
                colours are inherited from the link: the dot's fill and edge, and --ring, the focus
                ring. The transparent circle widens what a finger can hit. */}
            <g id={markerId}>
              <circle r={radius * 2.2} fill="transparent" stroke="none" />
              <circle r={radius} strokeWidth={radius / 3} />
              <circle
                r={radius * 1.7}
                fill="none"
                strokeWidth={radius / 3}
                className="[stroke:var(--ring,transparent)]"
              />
            </g>
          </defs>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: lines and dots, no link */}
          <g
            aria-hidden="true"
            strokeWidth={radius / 6}
            className="fill-neutral-600 stroke-neutral-600 dark:fill-neutral-300 dark:stroke-neutral-300"
          >
            {markers.map((marker, index) => {
              const spot = spots[index]!;
              if (Math.hypot(spot.x - marker.x, spot.y - marker.y) < radius / 2) return null;
              return (
                <g key={index}>
                  <line x1={marker.x} y1={marker.y} x2={spot.x} y2={spot.y} />
                  <circle cx={marker.x} cy={marker.y} r={radius / 4} stroke="none" />
                </g>
              );
            })}
          </g>
          <g className="fill-primary-700 stroke-white dark:fill-amber-300 dark:stroke-slate-900 [&>a:focus-visible]:[--ring:var(--color-neutral-900)] [&>a:hover]:fill-primary-900 [&>a]:outline-none dark:[&>a:focus-visible]:[--ring:var(--color-white)] dark:[&>a:hover]:fill-amber-100">
            {markers.map((marker, index) => (
              <Link key={index} to={marker.href} aria-label={marker.label}>
                <title>{marker.label}</title>
                <use href={`#${markerId}`} x={spots[index]!.x} y={spots[index]!.y} />
              </Link>
            ))}
          </g>
        </>
      ) : null}
    </svg>
  );
}
