import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { increasePostViewedCount } from "#app/models/posts.server.ts";
import type { Route } from "./+types/increase-post-viewed-count";

const query = z.object({
  itemId: z
    .string({ error: "itemId is required." })
    .trim()
    .min(1, "itemId is required.")
    .max(100, "itemId must be at most 100 characters."),
  partitionKey: z
    .string({ error: "partitionKey is required." })
    .regex(/^\d{1,9}$/, "partitionKey must be the post's index, a whole number.")
    .transform(Number),
});

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const viewdCount = await increasePostViewedCount(parsed.data.itemId, parsed.data.partitionKey);
  if (viewdCount === undefined) return apiError(404, "Post not found");
  return json({ viewdCount }, { headers: { "Cache-Control": "no-store" } });
}

export const action = onlyMethods("GET");
