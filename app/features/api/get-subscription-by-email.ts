import { z } from "zod";
import { lookUpSubscription } from "#app/features/newsletter/newsletter.public.server.ts";
import { apiError, json, onlyMethods, parseQuery } from "#app/lib/http.server.ts";
import { passRetryAfter, tooManyRequests } from "#app/lib/rate-limit.server.ts";
import { emailSchema } from "#app/lib/validation.ts";
import type { Route } from "./+types/get-subscription-by-email";

const query = z.object({ email: emailSchema });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  const noStore = { "Cache-Control": "no-store" };
  // No probing the subscriber list address by address.
  const lookup = await lookUpSubscription(context, parsed.data.email);
  if (!lookup.ok) return tooManyRequests(lookup);
  if (!lookup.subscribed) {
    return apiError(404, "This address is not subscribed.", {}, noStore);
  }
  return json({ email: parsed.data.email.toLowerCase(), subscribed: true }, { headers: noStore });
}

export const action = onlyMethods("GET");
/** Keeps Retry-After on a refused call made as `.data` (React Router re-encodes that answer). */
export const headers = passRetryAfter;
