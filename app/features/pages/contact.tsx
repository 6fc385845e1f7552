import { data } from "react-router";
import { z } from "zod";
import { EnvelopeIcon } from "#app/components/ui/icons/outline.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SocialMark } from "#app/components/ui/social-icon.tsx";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { deliverContactMessage } from "#app/features/pages/contact.server.ts";
import {
  CONTACT_TOO_LONG,
  type ContactFields,
  ContactForm,
  type ContactResult,
  contactLimitMessage,
} from "#app/features/pages/contact-form.tsx";
import { HONEYPOT_FIELD, isHoneypotFilled } from "#app/lib/honeypot.ts";
import { readFields } from "#app/lib/http.server.ts";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { passRetryAfter, retryAfter, spend } from "#app/lib/rate-limit.server.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { contactSchema } from "#app/lib/validation.ts";
import type { Route } from "./+types/contact";

const INFO_EMAIL = "hello@wanderlust.example";

/** One treatment for the four marks: the site's monochrome set, in the link's text colour. */
const SOCIALS = [
  { name: "Facebook", id: "facebook" },
  { name: "X (Twitter)", id: "twitter" },
  { name: "Instagram", id: "instagram" },
  { name: "YouTube", id: "youtube" },
] as const;

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

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:px-8 lg:pb-28">
      <header className="max-w-2xl">
        <p className="font-medium text-primary-700 text-sm uppercase tracking-wider dark:text-primary-300">
          Contact
        </p>
        <h1 className="mt-2 font-semibold text-4xl text-neutral-900 tracking-tight sm:text-5xl dark:text-neutral-100">
          Don't be a stranger
        </h1>
        <p className="mt-4 text-lg text-neutral-600 dark:text-neutral-300">
          Questions about a trip, a hotel we reviewed, or an idea for a story? Write to us: we read
          every message, usually between two train rides.
        </p>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-5 lg:gap-16">
        <aside className="space-y-8 lg:col-span-2">
          <div>
            <h2 className="font-semibold text-neutral-900 text-sm uppercase tracking-wider dark:text-neutral-100">
              Email
            </h2>
            <a
              href={`mailto:${INFO_EMAIL}`}
              className="mt-2 inline-flex items-center gap-2 text-neutral-600 hover:text-primary-700 dark:text-neutral-300 dark:hover:text-primary-300"
            >
              <EnvelopeIcon aria-hidden="true" className="h-5 w-5" />
              {INFO_EMAIL}
            </a>
          </div>
          <div>
            <h2 className="font-semibold text-neutral-900 text-sm uppercase tracking-wider dark:text-neutral-100">
              Socials
            </h2>
            <ul className="mt-3 flex gap-3">
              {SOCIALS.map(({ name, id }) => (
                <li key={name}>
                  <a
                    // biome-ignore lint/a11y/useValidAnchor: a placeholder link (docs/spec.md#account-pages: no network behind it yet)
                    href="#"
                    aria-label={name}
                    title={name}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-neutral-100 text-neutral-700 transition hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700"
                  >
                    <SocialMark id={id} className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <ResponsiveImage
            src="/media/scenes/amsterdam-2.jpg"
            alt=""
            sizes="(min-width: 1280px) 480px, 40vw"
            width={1200}
            height={800}
            loading="lazy"
            className="hidden aspect-[4/3] w-full rounded-3xl object-cover lg:block"
          />
        </aside>
        <section
          aria-label="Contact form"
          className="rounded-3xl border border-neutral-200 p-6 sm:p-10 lg:col-span-3 dark:border-neutral-700"
        >
          <ContactForm initial={actionData} />
        </section>
      </div>
    </main>
  );
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
