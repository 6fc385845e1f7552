import { imageVariantResponse } from "#app/services/images.server.ts";
import { mapOfFile, mapShapesResponse } from "#app/services/map-shapes.server.ts";
import { loadCountry, loadDestinations } from "../trips/destinations-data.server.ts";
import type { Route } from "./+types/image-variant";

/**
 * /img/{avif|webp|jpeg}/{width}/media/...: a resized, re-encoded local photo (cached on disk).
 * /img/maps/{name}-{hash}.svg: the shapes of a trip map (app/services/map-shapes.server.ts); a
 * file this process has not drawn yet (a page from before a restart) is drawn by loading its map.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const rest = params["*"] ?? "";
  if (!rest.startsWith("maps/")) return imageVariantResponse(request, rest);
  const file = rest.slice("maps/".length);
  const map = mapOfFile(file);
  if (map === undefined) return mapShapesResponse(file);
  const found = mapShapesResponse(file);
  if (found.status !== 404) return found;
  if (map === "world" || map === "europe") await loadDestinations();
  else await loadCountry(map, null);
  return mapShapesResponse(file);
}
