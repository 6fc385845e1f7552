import {
  type GeoPermissibleObjects,
  type GeoProjection,
  geoAzimuthalEqualArea,
  geoCentroid,
  geoDistance,
  geoEqualEarth,
  geoPath,
} from "d3-geo";
import type { GeometryCollection, MultiPoint, Position } from "geojson";
import { isCountryCode } from "#app/lib/countries.ts";
import {
  coarseAtlas,
  detailedAtlas,
  drawShapes,
  EARTH_RADIUS_KM,
  type LatLng,
  type MapLayout,
  mainland,
  multiPolygon,
} from "./world-atlas.server.ts";

/** Width of every map's viewBox; heights follow the shape shown. */
const WIDTH = 960;
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
/**
 * A close-up's margin around what it shows, a share of its width and height: no marker and no
 * edge of the country within 9% of the frame (room for the markers' tap areas and labels).
 */
const COUNTRY_PADDING = 0.09;

function projectPoints(projection: GeoProjection, points: LatLng[]): MapLayout["points"] {
  return points.map(({ lat, lng }) => {
    const [x, y] = projection([lng, lat]) ?? [Number.NaN, Number.NaN];
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
}

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

/**
 * Far-off islands (the Canaries, Madeira, the Azores) close up from the 1:50m data, for an inset
 * on the Europe map; null with no points.
 */
export function islandsMap(points: LatLng[]): MapLayout | null {
  if (points.length === 0) return null;
  const shown: MultiPoint = {
    type: "MultiPoint",
    coordinates: points.map(({ lat, lng }) => [lng, lat]),
  };
  const { small: _, ...map } = drawView(shown, MIN_SPAN_KM, points);
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
    (WIDTH * (1 - 2 * COUNTRY_PADDING)) / spanX,
    (height * (1 - 2 * COUNTRY_PADDING)) / spanY,
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
