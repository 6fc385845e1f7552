import { z } from "zod";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { emailSchema } from "#app/lib/validation.ts";
import { isSubscribed } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/get-subscription-by-email";

const query = z.object({ email: emailSchema });

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const headers = { "Cache-Control": "no-store" };
  if (!(await isSubscribed(parsed.data.email))) {
    return apiError(404, "This address is not subscribed.", {}, headers);
  }
  return json({ email: parsed.data.email.toLowerCase(), subscribed: true }, { headers });
}

export const action = onlyMethods("GET");
