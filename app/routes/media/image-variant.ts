import { imageVariantResponse } from "#app/services/images.server.ts";
import type { Route } from "./+types/image-variant";

/** /img/{avif|webp|jpeg}/{width}/media/...: a resized, re-encoded local photo (cached on disk). */
export function loader({ request, params }: Route.LoaderArgs) {
  return imageVariantResponse(request, params["*"] ?? "");
}
