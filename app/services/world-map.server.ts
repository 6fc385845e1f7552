/**
 * The trip maps, drawn on the server as SVG path data: no tiles, no network, no script.
 *
 * - `worldMap(points)`: every country of Natural Earth's 1:110m countries (world-atlas, Antarctica
 *   left out) in the Equal Earth projection, centred on 11°E so the date line runs through the
 *   Bering Strait, in a viewBox of 960 x 459. The shapes are projected once per
 *   process and kept; each call only projects its points.
 * - `countryMap(cc, points)`: one country close up, from the 1:50m data (the 1:110m data for a
 *   view of more than about 4,800 km, where the detail would only add bytes), in an azimuthal
 *   equal-area projection centred on what is shown (true shapes at any latitude). The view fits
 *   the country's main landmass (see `mainland`: far-away territories such as Svalbard, Alaska,
 *   Hawaii, Madeira or French Guiana are left out) together with the points, spans at least
 *   500 km (a speck of an island country alone at sea, such as the Maldives, 2,000 km, so land
 *   nearby shows where it is), and is 960 wide and 528 to 960 high depending on the shape.
 *   Neighbours are included only where they show in the view, clipped to it. A country the data
 *   has no shape for (a few small territories: Gibraltar, Tuvalu, Réunion...) is fitted to its
 *   points alone; with no points either, or for a string that is no country code, the answer is
 *   null.
 *
 * Both answer a `MapLayout`: the SVG `viewBox`, each country's path data keyed by its ISO alpha-2
 * code (`countries`, sorted by code), `land` for land that is no ISO country (the Siachen Glacier,
 * Australia's Indian Ocean territories: draw it like any country without trips), and the points
 * projected into the viewBox, in the order given. Path data is rounded to whole units with
 * relative coordinates (`#app/lib/svg-path.ts`): the world's is about 34 KB.
 *
 * Features world-atlas leaves without a numeric code go with the country ISO 3166 counts them
 * in: Northern Cyprus with CY, Somaliland with SO; Kosovo is XK (see `isCountryCode`).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type GeoPermissibleObjects,
  type GeoProjection,
  geoArea,
  geoAzimuthalEqualArea,
  geoCentroid,
  geoDistance,
  geoEqualEarth,
  geoPath,
} from "d3-geo";
import type { GeometryCollection, MultiPoint, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection as TopoCollection, Topology } from "topojson-specification";
import { isCountryCode, numericToCountryCode } from "#app/lib/countries.ts";
import { CompactPath } from "#app/lib/svg-path.ts";

interface LatLng {
  lat: number;
  lng: number;
}

interface MapLayout {
  viewBox: string;
  countries: { cc: string; d: string }[];
  land: string;
  points: { x: number; y: number }[];
}

/** Width of every map's viewBox; heights follow the shape shown. */
const WIDTH = 960;
const EARTH_RADIUS_KM = 6371;
/** Islands further than this from the rest of their country are not its "main landmass". */
const MAINLAND_GAP_KM = 300;
/** A country map shows at least this much, so a small country keeps its neighbours around it. */
const MIN_SPAN_KM = 500;
/** How far a map of a tiny island country alone at sea zooms out to show land near it. */
const CONTEXT_SPAN_KM = 2000;
/** A country map's height is between these fractions of its width. */
const MIN_ASPECT = 0.55;
const MAX_ASPECT = 1;
/** Country maps coarser than this many km to a viewBox unit are drawn from the 1:110m data. */
const COARSE_KM_PER_UNIT = 5;
const WORLD_PADDING = 8;
const COUNTRY_PADDING = 24;

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

function multiPolygon(coordinates: Position[][][]): MultiPolygon {
  return { type: "MultiPolygon", coordinates };
}

/** Every country's (and the other land's) path data under `projection`, empty ones left out. */
function drawShapes(
  entries: Iterable<[string, Position[][][]]>,
  land: Position[][][],
  projection: GeoProjection,
): Pick<MapLayout, "countries" | "land"> {
  const context = new CompactPath();
  const path = geoPath(projection, context);
  const countries: MapLayout["countries"] = [];
  for (const [cc, polygons] of entries) {
    path(multiPolygon(polygons));
    const d = context.take();
    if (d) countries.push({ cc, d });
  }
  countries.sort((a, b) => (a.cc < b.cc ? -1 : 1));
  path(multiPolygon(land));
  return { countries, land: context.take() };
}

function projectPoints(projection: GeoProjection, points: LatLng[]): MapLayout["points"] {
  return points.map(({ lat, lng }) => {
    const [x, y] = projection([lng, lat]) ?? [Number.NaN, Number.NaN];
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
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
const coarseAtlas = () => (coarse ??= loaded(require.resolve("world-atlas/countries-110m.json")));
/** Natural Earth 1:50m: country maps. */
const detailedAtlas = () =>
  (detailed ??= loaded(require.resolve("world-atlas/countries-50m.json")));

let world: { projection: GeoProjection; layout: Omit<MapLayout, "points"> } | undefined;

/** The world map with `points` (trip destinations) projected onto it. */
export function worldMap(points: LatLng[]): MapLayout {
  if (!world) {
    const { atlas } = coarseAtlas();
    const everything = multiPolygon([...[...atlas.countries.values()].flat(), ...atlas.land]);
    const projection = geoEqualEarth()
      .rotate([-11, 0])
      .fitWidth(WIDTH - 2 * WORLD_PADDING, everything);
    const [[x0, y0], [, y1]] = geoPath(projection).bounds(everything);
    const [tx, ty] = projection.translate();
    projection.translate([tx + WORLD_PADDING - x0, ty + WORLD_PADDING - y0]);
    const height = Math.ceil(y1 - y0 + 2 * WORLD_PADDING);
    world = {
      projection,
      layout: {
        viewBox: `0 0 ${WIDTH} ${height}`,
        ...drawShapes(atlas.countries, atlas.land, projection),
      },
    };
  }
  return { ...world.layout, points: projectPoints(world.projection, points) };
}

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
function mainland(polygons: Position[][][]): Position[][][] {
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

const mainlands = new Map<string, Position[][][] | null>();

/** One country close up, with `points` projected onto it (see the module's comment). */
export function countryMap(cc: string, points: LatLng[]): MapLayout | null {
  if (!isCountryCode(cc)) return null;
  const { atlas } = detailedAtlas();
  let main = mainlands.get(cc);
  if (main === undefined) {
    const polygons = atlas.countries.get(cc);
    main = polygons ? mainland(polygons) : null;
    mainlands.set(cc, main);
  }
  if (!main && points.length === 0) return null;

  const shown: GeometryCollection = {
    type: "GeometryCollection",
    geometries: [
      ...(main ? [multiPolygon(main)] : []),
      ...(points.length > 0
        ? [
            {
              type: "MultiPoint",
              coordinates: points.map(({ lat, lng }) => [lng, lat]),
            } satisfies MultiPoint,
          ]
        : []),
    ],
  };
  let layout = drawView(shown, MIN_SPAN_KM, points);
  // A speck of a country far out at sea (the Maldives) would sit alone in an empty sea: zoom out
  // to CONTEXT_SPAN_KM if other land then shows where it is.
  const alone = (view: DrawnView) =>
    view.small && !view.land && view.countries.every((country) => country.cc === cc);
  if (alone(layout)) {
    const wider = drawView(shown, CONTEXT_SPAN_KM, points);
    if (!alone(wider)) layout = wider;
  }
  const { small: _, ...map } = layout;
  return map;
}

/**
 * A close-up of `points` alone (a region such as Europe, where the world map's markers crowd),
 * drawn like a country map but from the 1:110m data (an inset beside the world map: half the
 * bytes of the 1:50m detail); null with no points.
 */
export function regionMap(points: LatLng[]): MapLayout | null {
  if (points.length === 0) return null;
  const shown: MultiPoint = {
    type: "MultiPoint",
    coordinates: points.map(({ lat, lng }) => [lng, lat]),
  };
  const { small: _, ...map } = drawView(shown, MIN_SPAN_KM, points, true);
  return map;
}

type DrawnView = MapLayout & { small: boolean };

/** `shown` and the shapes around it in a view at least `minSpanKm` across (see `fitView`). */
function drawView(
  shown: GeoPermissibleObjects,
  minSpanKm: number,
  points: LatLng[],
  coarse = false,
): DrawnView {
  const { projection, small } = fitView(shown, minSpanKm);
  // A view of thousands of km (Russia, Canada) has no use for the 1:50m detail: a unit of it
  // holds several of that data's points, and its path data would be three times the size.
  const coarseEnough = coarse || EARTH_RADIUS_KM / projection.scale() > COARSE_KM_PER_UNIT;
  const placed = (coarseEnough ? coarseAtlas() : detailedAtlas()).placed();
  const [width, height] = projection.clipExtent()![1];
  // Only shapes whose circle reaches the view's circle are drawn (then clipped to the view).
  const centre = projection.invert!([width / 2, height / 2])!;
  const halfDiagonal = Math.hypot(width, height) / 2 / projection.scale();
  const viewRadius = 2 * Math.asin(Math.min(1, halfDiagonal / 2));
  const near = placed.filter(
    (shape) => geoDistance(centre, shape.centre) - shape.radius <= viewRadius,
  );
  const { countries, land } = drawShapes(
    near.filter((shape) => shape.cc !== "").map((shape) => [shape.cc, shape.polygons]),
    near.filter((shape) => shape.cc === "").flatMap((shape) => shape.polygons),
    projection,
  );
  return {
    viewBox: `0 0 ${width} ${height}`,
    countries,
    land,
    points: projectPoints(projection, points),
    small,
  };
}

/**
 * An azimuthal equal-area projection centred on `shown`, scaled and translated so it fills a
 * viewBox 960 wide (with padding), clipped to that viewBox; the view spans at least `minSpanKm`
 * (`small`: `shown` is smaller than that).
 */
function fitView(
  shown: GeoPermissibleObjects,
  minSpanKm: number,
): { projection: GeoProjection; small: boolean } {
  // Centred on the shapes' centroid (the points' when there is no shape), then on the middle of
  // everything shown as seen from there. (Not from geoBounds: a sliver of Fiji along the date
  // line makes it answer the whole globe.)
  const projection = geoAzimuthalEqualArea().clipAngle(90).scale(1).translate([0, 0]);
  const [longitude, latitude] = geoCentroid(shown);
  projection.rotate([-longitude, -latitude]);
  const [[a0, b0], [a1, b1]] = geoPath(projection).bounds(shown);
  const [middleLongitude, middleLatitude] = projection.invert!([(a0 + a1) / 2, (b0 + b1) / 2])!;
  projection.rotate([-middleLongitude, -middleLatitude]);
  // At scale 1 a projected unit is about a radian of the Earth near the centre.
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(shown);
  const minSpan = minSpanKm / EARTH_RADIUS_KM;
  const small = Math.max(x1 - x0, y1 - y0) < minSpan;
  const spanX = Math.max(x1 - x0, minSpan);
  const spanY = Math.max(y1 - y0, minSpan);
  const height = Math.round(WIDTH * Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, spanY / spanX)));
  const scale = Math.min(
    (WIDTH - 2 * COUNTRY_PADDING) / spanX,
    (height - 2 * COUNTRY_PADDING) / spanY,
  );
  projection
    .scale(scale)
    .translate([WIDTH / 2 - (scale * (x0 + x1)) / 2, height / 2 - (scale * (y0 + y1)) / 2])
    .clipExtent([
      [0, 0],
      [WIDTH, height],
    ]);
  return { projection, small };
}
