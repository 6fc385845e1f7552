import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { findAuthorById } from "#app/models/authors.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/get-posts-for-author-id";

const query = z.object({
  authorId: z
    .string({ error: "authorId is required." })
    .trim()
    .min(1, "authorId is required.")
    .max(100, "authorId must be at most 100 characters."),
});

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const { authorId } = parsed.data;
  if (!(await findAuthorById(authorId))) {
    return apiError(404, "There is no author with this authorId.");
  }
  return json(await listPosts({ filter: { authorId } }));
}

export const action = onlyMethods("GET");
