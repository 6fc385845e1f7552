import { useId } from "react";
import { Link } from "react-router";
import { HALF_TARGET_PX, layersOf, type MapMarker, Markers, round } from "./map-marker-layer.tsx";

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

function tripsLabel(country: MapCountry): string {
  if (country.trips === undefined) return country.name;
  return `${country.name}, ${country.trips} ${country.trips === 1 ? "trip" : "trips"}`;
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
