import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { findPostByPathname } from "#app/models/posts.server.ts";
import type { Route } from "./+types/get-post-by-pathname";

const query = z.object({
  pathname: z
    .string({ error: "pathname is required." })
    .trim()
    .startsWith("/", "pathname must be a path starting with /.")
    .max(1000, "pathname must be at most 1000 characters."),
});

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const post = await findPostByPathname(parsed.data.pathname);
  if (!post) return apiError(404, "Post not found");
  return json(post);
}

export const action = onlyMethods("GET");
