import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { findAuthorByFirstName } from "#app/models/authors.server.ts";
import type { Route } from "./+types/get-author-by-first-name";

const query = z.object({
  firstName: z
    .string({ error: "firstName is required." })
    .trim()
    .min(1, "firstName is required.")
    .max(100, "firstName must be at most 100 characters."),
});

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const author = await findAuthorByFirstName(parsed.data.firstName);
  if (!author) return apiError(404, "Author information not found");
  return json(author);
}

export const action = onlyMethods("GET");
