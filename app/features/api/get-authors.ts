import { json, onlyMethods } from "#app/lib/http.server.ts";
import { listAuthors } from "#app/models/authors.server.ts";

export async function loader() {
  return json(await listAuthors());
}

export const action = onlyMethods("GET");
