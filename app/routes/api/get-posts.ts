import { listPosts } from "#app/models/posts.server.ts";
import { json, onlyMethods } from "#app/services/http.server.ts";

export async function loader() {
  return json(await listPosts());
}

export const action = onlyMethods("GET");
