import { listAuthors } from "#app/models/authors.server.ts";
import { json, onlyMethods } from "#app/services/http.server.ts";

export async function loader() {
  return json(await listAuthors());
}

export const action = onlyMethods("GET");
