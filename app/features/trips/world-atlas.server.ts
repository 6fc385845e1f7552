/**
 * Natural Earth's countries (world-atlas) as the trip maps (world-map.server.ts) draw them: each
 * country's polygons by ISO alpha-2 code, the land of no country, drawn as SVG path data
 * (svg-path.ts), and a country's main landmass (`mainland`).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type GeoProjection, geoArea, geoCentroid, geoDistance, geoPath } from "d3-geo";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection as TopoCollection, Topology } from "topojson-specification";
import { numericToCountryCode } from "#app/lib/countries.ts";
import { CompactPath } from "./svg-path.ts";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapLayout {
  viewBox: string;
  /** Each country's path data and the box around it (x0, y0, x1, y1). */
  countries: { cc: string; d: string; box: [number, number, number, number] }[];
  land: string;
  points: { x: number; y: number }[];
}

export const EARTH_RADIUS_KM = 6371;

/** Islands further than this from the rest of their country are not its "main landmass". */
const MAINLAND_GAP_KM = 300;

/** world-atlas features without an ISO numeric code, by their Natural Earth name. */
const UNNUMBERED: Readonly<Record<string, string>> = {
  "N. Cyprus": "CY",
  Somaliland: "SO",
  Kosovo: "XK",
};

interface Atlas {
  /** Each country's polygons (coordinates of a GeoJSON MultiPolygon), by alpha-2 code. */
  countries: Map<string, Position[][][]>;
  /** Land that belongs to no ISO country. */
  land: Position[][][];
}

const require = createRequire(import.meta.url);

function loadAtlas(file: string): Atlas {
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: TopoCollection<{ name: string }>;
  }>;
  const atlas: Atlas = { countries: new Map(), land: [] };
  for (const country of feature(topology, topology.objects.countries).features) {
    const { geometry } = country;
    if (geometry.type !== "Polygon" && geometry.type !== "MultiPolygon") continue;
    const cc =
      country.id === undefined
        ? UNNUMBERED[country.properties.name]
        : numericToCountryCode(String(country.id));
    if (cc === "AQ") continue;
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    if (cc === undefined) atlas.land.push(...polygons);
    else atlas.countries.set(cc, [...(atlas.countries.get(cc) ?? []), ...polygons]);
  }
  return atlas;
}

export function multiPolygon(coordinates: Position[][][]): MultiPolygon {
  return { type: "MultiPolygon", coordinates };
}

/** Every country's (and the other land's) path data under `projection`, empty ones left out. */
export function drawShapes(
  entries: Iterable<[string, Position[][][]]>,
  land: Position[][][],
  projection: GeoProjection,
): Pick<MapLayout, "countries" | "land"> {
  const context = new CompactPath();
  const path = geoPath(projection, context);
  const bounds = geoPath(projection);
  const countries: MapLayout["countries"] = [];
  for (const [cc, polygons] of entries) {
    path(multiPolygon(polygons));
    const d = context.take();
    if (!d) continue;
    const [[x0, y0], [x1, y1]] = bounds.bounds(multiPolygon(polygons));
    countries.push({
      cc,
      d,
      box: [Math.floor(x0), Math.floor(y0), Math.ceil(x1), Math.ceil(y1)],
    });
  }
  countries.sort((a, b) => (a.cc < b.cc ? -1 : 1));
  path(multiPolygon(land));
  return { countries, land: context.take() };
}

/** A shape with the circle around it (radians), to find what is near a view. */
interface Placed {
  cc: string;
  polygons: Position[][][];
  centre: [number, number];
  radius: number;
}

interface LoadedAtlas {
  atlas: Atlas;
  /** Every country and the other land, placed; made on first use. */
  placed: () => Placed[];
}

function loaded(file: string): LoadedAtlas {
  const atlas = loadAtlas(file);
  let placed: Placed[] | undefined;
  return {
    atlas,
    placed: () =>
      (placed ??= [...atlas.countries, ["", atlas.land] as [string, Position[][][]]].map(
        ([cc, polygons]) => ({ cc, polygons, ...circleAround(polygons) }),
      )),
  };
}

let coarse: LoadedAtlas | undefined;
let detailed: LoadedAtlas | undefined;
/** Natural Earth 1:110m: the world map, and country maps of large views. */
export const coarseAtlas = () =>
  (coarse ??= loaded(require.resolve("world-atlas/countries-110m.json")));
/** Natural Earth 1:50m: country maps. */
export const detailedAtlas = () =>
  (detailed ??= loaded(require.resolve("world-atlas/countries-50m.json")));

/** A circle (centre, radius in radians) holding every vertex of `polygons`. */
function circleAround(polygons: Position[][][]): { centre: [number, number]; radius: number } {
  const centre = geoCentroid(multiPolygon(polygons));
  let radius = 0;
  for (const polygon of polygons) {
    for (const vertex of polygon[0] ?? []) {
      radius = Math.max(radius, geoDistance(centre, vertex as [number, number]));
    }
  }
  return { centre, radius };
}

interface Part {
  polygon: Position[][];
  area: number;
  centre: [number, number];
  radius: number;
  /** At most 128 vertices of the outline, evenly taken, to measure gaps between parts. */
  sample: [number, number][];
}

/**
 * A country's main landmass: its largest polygon, with every polygon that lies within
 * `MAINLAND_GAP_KM` of it or of another polygon so taken (islands off the coast, archipelagos
 * whose islands are close to each other). What lies further is left out: Svalbard for Norway,
 * Alaska and Hawaii for the United States, Madeira and the Azores for Portugal, the Canaries for
 * Spain, French Guiana and Réunion for France, the Caribbean islands for the Netherlands.
 */
export function mainland(polygons: Position[][][]): Position[][][] {
  const parts: Part[] = polygons
    .map((polygon) => {
      const outline = (polygon[0] ?? []) as [number, number][];
      const step = Math.ceil(outline.length / 128);
      return {
        polygon,
        area: geoArea({ type: "Polygon", coordinates: polygon } satisfies Polygon),
        ...circleAround([polygon]),
        sample: outline.filter((_, index) => index % step === 0),
      };
    })
    .sort((a, b) => b.area - a.area);
  const gap = MAINLAND_GAP_KM / EARTH_RADIUS_KM;
  const near = (a: Part, b: Part): boolean =>
    geoDistance(a.centre, b.centre) - a.radius - b.radius <= gap &&
    a.sample.some((p) => b.sample.some((q) => geoDistance(p, q) <= gap));
  const taken = parts.slice(0, 1);
  let pending = parts.slice(1);
  for (let grew = true; grew; ) {
    grew = false;
    pending = pending.filter((part) => {
      if (!taken.some((other) => near(part, other))) return true;
      taken.push(part);
      grew = true;
      return false;
    });
  }
  return taken.map((part) => part.polygon);
}
