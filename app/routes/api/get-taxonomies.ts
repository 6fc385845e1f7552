import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { json, onlyMethods } from "#app/services/http.server.ts";

export async function loader() {
  return json(await listTaxonomies());
}

export const action = onlyMethods("GET");
