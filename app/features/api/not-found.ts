import { apiError } from "#app/lib/http.server.ts";

/** Any other /api/... path: a JSON 404 (the path is not echoed back). */
function notFound() {
  return apiError(
    404,
    "There is no API call at this path. See the /api contract in docs/design.md#api.",
  );
}

export const loader = notFound;
export const action = notFound;
