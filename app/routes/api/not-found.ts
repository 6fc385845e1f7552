import { apiError } from "#app/lib/http.server.ts";
import type { Route } from "./+types/not-found";

function notFound({ request }: Route.LoaderArgs) {
  return apiError(404, `There is no API call at ${new URL(request.url).pathname}.`);
}

export const loader = notFound;
export const action = notFound;
