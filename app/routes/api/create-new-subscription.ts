import { z } from "zod";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/lib/honeypot.ts";
import {
  json,
  onlyMethods,
  parseQuery,
  readBodyText,
  requireMethod,
} from "#app/lib/http.server.ts";
import {
  passRetryAfter,
  spend,
  spendForEmail,
  tooManyRequests,
} from "#app/lib/rate-limit.server.ts";
import { emailSchema } from "#app/lib/validation.ts";
import { createSubscription } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/create-new-subscription";

const query = z.object({ email: emailSchema });

export const loader = onlyMethods("POST");
/** Keeps Retry-After on a refused call made as `.data` (React Router re-encodes that answer). */
export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const wrongMethod = requireMethod(request, "POST");
  if (wrongMethod) return wrongMethod;
  // The address comes in the query; a body is not used, but one over the limit is refused (413)
  // whether it declares its length or comes in chunks, as on every other call.
  const body = await readBodyText(request);
  if (!body.ok) return body.response;
  const parsed = parseQuery(request, query);
  if (!parsed.ok) return parsed.response;
  // The client's budget, then the address's (the validated, normalised address: whatever path,
  // `.data` suffix or repeated parameter carried it).
  const verdict = await spend(context, "subscribe");
  if (!verdict.ok) return tooManyRequests(verdict);
  const perEmail = await spendForEmail(context, parsed.data.email);
  if (!perEmail.ok) return tooManyRequests(perEmail);
  const honeypot = new URL(request.url).searchParams.get(HONEYPOT_FIELD);
  // A bot filled the hidden field: it sees a success, nothing is stored.
  const outcome = isHoneypotFilled(honeypot)
    ? "created"
    : await createSubscription(parsed.data.email);
  return json(
    { email: parsed.data.email.toLowerCase(), subscribed: true, created: outcome === "created" },
    { status: outcome === "created" ? 201 : 200 },
  );
}
