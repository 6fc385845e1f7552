import { data } from "react-router";
import { z } from "zod";
import { later } from "#app/components/ui/later.tsx";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/lib/honeypot.ts";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { passRetryAfter, retryAfter } from "#app/lib/rate-limit.server.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { contactSchema } from "#app/lib/validation.ts";
import { readFields } from "#app/services/request-body.server.ts";
import { spend } from "#app/services/wiring.server.ts";
import type { Route } from "./+types/contact";
import { deliverContactMessage } from "./contact.public.server.ts";
import {
  CONTACT_TOO_LONG,
  type ContactFields,
  type ContactResult,
  contactLimitMessage,
} from "./contact-form.tsx";

/** A refused message's page carries Retry-After. */
export const headers = passRetryAfter;

/** The form posted without JavaScript: the same validation and delivery as /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFields(request);
  if (!body.ok) {
    // Over 64 KB (a browser keeps the message under 10,000 characters; a script may not).
    if (body.response.status === 413) {
      return data<ContactResult>(
        { status: "error", fields: { message: CONTACT_TOO_LONG } },
        { status: 413 },
      );
    }
    return data<ContactResult>({ status: "error", fields: {} }, { status: 400 });
  }
  const values: ContactFields = {
    from_name: String(body.fields.from_name ?? ""),
    reply_to: String(body.fields.reply_to ?? ""),
    message: String(body.fields.message ?? ""),
  };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    const fields: ContactFields = {
      from_name: errors.from_name?.[0],
      reply_to: errors.reply_to?.[0],
      message: errors.message?.[0],
    };
    return data<ContactResult>({ status: "error", fields, values }, { status: 400 });
  }
  // The same budget as /api/contact: the message is kept in the form, with how long to wait.
  const verdict = await spend(context, "contact");
  if (!verdict.ok) {
    return data<ContactResult>(
      {
        status: "error",
        fields: {},
        values,
        message: contactLimitMessage(verdict.retryAfterSeconds),
      },
      { status: 429, headers: retryAfter(verdict) },
    );
  }
  // A bot filled the hidden field: it sees a success, nothing is stored or mailed.
  if (isHoneypotFilled(body.fields[HONEYPOT_FIELD]))
    return data<ContactResult>({ status: "success" });
  try {
    await deliverContactMessage(parsed.data);
  } catch (error) {
    // The database is away: answered 503 like every other request (server/database-outage.ts).
    if (error instanceof DatabaseUnavailableError) throw error;
    console.error("[contact] message not stored:", error);
    return data<ContactResult>({ status: "error", fields: {}, values }, { status: 500 });
  }
  return data<ContactResult>({ status: "success" });
}

const ContactPage = later(() => import("./contact-page.tsx").then((m) => m.ContactPage));

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage actionData={actionData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const title = "Contact · Wanderlust";
  const description =
    "Write to the Wanderlust family: questions, story ideas and hotel tips are welcome.";
  return routeMeta(args, {
    title,
    description,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd("ContactPage", { name: title, description, path }, siteUrl),
    ],
  });
};
