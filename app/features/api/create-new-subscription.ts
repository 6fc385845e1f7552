import { z } from "zod";
import { signUp } from "#app/features/newsletter/newsletter.public.server.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import { json, onlyMethods, parseQuery, requireMethod } from "#app/lib/http.server.ts";
import { passRetryAfter, tooManyRequests } from "#app/lib/rate-limit.server.ts";
import { emailSchema } from "#app/lib/validation.ts";
import { readBodyText } from "#app/services/request-body.server.ts";
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
  // `.data` suffix or repeated parameter carried it). A bot that filled the hidden field sees a
  // success, nothing is stored.
  const honeypot = new URL(request.url).searchParams.get(HONEYPOT_FIELD);
  const signed = await signUp(context, parsed.data.email, honeypot);
  if (!signed.ok) return tooManyRequests(signed);
  const { outcome } = signed;
  return json(
    { email: parsed.data.email.toLowerCase(), subscribed: true, created: outcome === "created" },
    { status: outcome === "created" ? 201 : 200 },
  );
}
