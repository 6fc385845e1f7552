import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { increasePostViewedCount, postViewedCount } from "#app/models/posts.server.ts";
import { refund, spend } from "#app/services/wiring.server.ts";
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

/**
 * Counts a view once per client and post in a window (BUDGETS.view): a repeat in the window
 * answers 200 with the current count (docs/spec.md#calls: only the ok status is checked) and counts
 * nothing, so no one client can reorder 'Most Viewed'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const { itemId, partitionKey } = parsed.data;
  const post = `${itemId}|${partitionKey}`;
  const firstView = (await spend(context, "view", post)).ok;
  const viewdCount = firstView
    ? await increasePostViewedCount(itemId, partitionKey)
    : await postViewedCount(itemId, partitionKey);
  if (viewdCount === undefined) {
    // No such post: keep no window for it (a client cannot fill the counters with made-up ids).
    if (firstView) await refund(context, "view", post);
    return apiError(404, "Post not found");
  }
  return json({ viewdCount }, { headers: { "Cache-Control": "no-store" } });
}

export const action = onlyMethods("GET");
