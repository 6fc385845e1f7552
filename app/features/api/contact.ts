import { deliverContactMessage } from "#app/features/pages/contact.public.server.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/lib/honeypot.ts";
import { json, onlyMethods, requireMethod, validate } from "#app/lib/http.server.ts";
import { passRetryAfter, tooManyRequests } from "#app/lib/rate-limit.server.ts";
import { contactSchema } from "#app/lib/validation.ts";
import { readFields } from "#app/services/request-body.server.ts";
import { spend } from "#app/services/wiring.server.ts";
import type { Route } from "./+types/contact";

export const loader = onlyMethods("POST");
/** Keeps Retry-After on a refused call made as `.data` (React Router re-encodes that answer). */
export const headers = passRetryAfter;

/**
 * Stores the message first (201 means it is safe), then mails it when SMTP is configured. The
 * answer carries no id: no client uses one, it would tell anyone how many messages the site gets,
 * and a bot caught by the honeypot must get the very same answer as a person.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const wrongMethod = requireMethod(request, "POST");
  if (wrongMethod) return wrongMethod;
  const body = await readFields(request);
  if (!body.ok) return body.response;
  const parsed = validate(contactSchema, body.fields);
  if (!parsed.ok) return parsed.response;
  const verdict = await spend(context, "contact");
  if (!verdict.ok) return tooManyRequests(verdict);
  // A bot filled the hidden field: it sees the same success, nothing is stored or mailed.
  if (!isHoneypotFilled(body.fields[HONEYPOT_FIELD])) await deliverContactMessage(parsed.data);
  return json({ message: "We have successfully received your message!" }, { status: 201 });
}
