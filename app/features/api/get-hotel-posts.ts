import { json, onlyMethods } from "#app/lib/http.server.ts";
import { listPosts } from "#app/models/posts.server.ts";

export async function loader() {
  return json(await listPosts({ filter: { section: "hotels" } }));
}

export const action = onlyMethods("GET");
