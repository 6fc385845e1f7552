import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { findTaxonomy } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/get-posts-for-category-id";

const query = z.object({
  categoryId: z
    .string({ error: "categoryId is required." })
    .regex(/^\d{1,9}$/, "categoryId must be a positive whole number.")
    .transform(Number),
});

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const { categoryId } = parsed.data;
  if (!(await findTaxonomy(categoryId))) {
    return apiError(404, `There is no category or tag with id ${categoryId}.`);
  }
  return json(await listPosts({ filter: { taxonomyId: categoryId } }));
}

export const action = onlyMethods("GET");
