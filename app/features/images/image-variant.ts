import { mapImageResponse } from "#app/features/trips/map-image.public.server.ts";
import type { Route } from "./+types/image-variant";
import { imageVariantResponse } from "./images.server.ts";

/**
 * /img/{avif|webp|jpeg}/{width}/media/...: a resized, re-encoded local photo (cached on disk).
 * /img/maps/{name}-{hash}.svg: the shapes of a trip map (app/features/trips/map-image.public.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rest = params["*"] ?? "";
  if (!rest.startsWith("maps/")) return imageVariantResponse(request, rest, context.clientAddress);
  return mapImageResponse(rest.slice("maps/".length));
}
