import { loadCountry, loadDestinations } from "./destinations-data.server.ts";
import { mapOfFile, mapShapesResponse } from "./map-shapes.server.ts";

/**
 * /img/maps/{name}-{hash}.svg: the shapes of a trip map (map-shapes.server.ts); a file this process
 * has not drawn yet (a page from before a restart) is drawn by loading its map.
 */
export async function mapImageResponse(file: string): Promise<Response> {
  const map = mapOfFile(file);
  if (map === undefined) return mapShapesResponse(file);
  const found = mapShapesResponse(file);
  if (found.status !== 404) return found;
  if (map === "world" || map === "europe" || map === "islands") await loadDestinations();
  else await loadCountry(map, null);
  return mapShapesResponse(file);
}
