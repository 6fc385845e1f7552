import { json, onlyMethods } from "#app/lib/http.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";

export async function loader() {
  return json(await listTaxonomies());
}

export const action = onlyMethods("GET");
