import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/forms/button.tsx";
import { TextAreaField, TextField } from "#app/components/ui/forms/field.tsx";
import { HoneypotField } from "#app/components/ui/forms/honeypot-field.tsx";
import { useFlash } from "#app/components/ui/forms/use-flash.ts";
import { useHydrated } from "#app/components/ui/forms/use-hydrated.ts";
import { CheckCircleIcon, ExclamationCircleIcon } from "#app/components/ui/icons/outline.tsx";
import { waitingTime } from "#app/lib/format.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";

const CONTACT_SUCCESS = "We have successfully received your message!";
const CONTACT_ERROR = "There was an error while trying to submit the form";
/** The message field's error when a post is over the 64 KB body limit (a 413). */
export const CONTACT_TOO_LONG = "The message is too long: the form takes at most 64 KB.";
/** docs/spec.md#constants: the result clears after 3 s on success, 8 s otherwise. */
const CONTACT_CLEAR_MS = { success: 3_000, error: 8_000 } as const;

type ContactField = "from_name" | "reply_to" | "message";
export type ContactFields = Partial<Record<ContactField, string>>;

/** Shown under the error message when the contact budget (5 messages in 10 minutes) is spent. */
export function contactLimitMessage(retryAfterSeconds: number): string {
  return `You have sent several messages in a short time: please wait ${waitingTime(retryAfterSeconds)} and try again.`;
}

/** What a submission gives, from the /api/contact call (JavaScript) or the route action (none). */
export type ContactResult =
  | { status: "success" }
  | { status: "error"; fields: ContactFields; values?: ContactFields; message?: string };

function isFieldMap(value: unknown): value is ContactFields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Sends the form as JSON to /api/contact: 201 is success, 400 carries per-field errors. */
async function postContact(form: HTMLFormElement): Promise<ContactResult> {
  const data = new FormData(form);
  const body = {
    from_name: String(data.get("from_name") ?? ""),
    reply_to: String(data.get("reply_to") ?? ""),
    message: String(data.get("message") ?? ""),
  };
  const trap = String(data.get(HONEYPOT_FIELD) ?? "");
  try {
    const response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(trap ? { ...body, [HONEYPOT_FIELD]: trap } : body),
    });
    if (response.status === 201) return { status: "success" };
    if (response.status === 429) {
      const wait = Number(response.headers.get("Retry-After") ?? Number.NaN);
      return { status: "error", fields: {}, values: body, message: contactLimitMessage(wait) };
    }
    if (response.status === 413) {
      return { status: "error", fields: { message: CONTACT_TOO_LONG }, values: body };
    }
    const answer: unknown = await response.json().catch(() => null);
    const fields =
      isFieldMap(answer) && "fields" in answer && isFieldMap(answer.fields) ? answer.fields : {};
    return { status: "error", fields, values: body };
  } catch {
    return { status: "error", fields: {}, values: body };
  }
}

/**
 * The contact form. With JavaScript it posts JSON to /api/contact and shows a sending state;
 * without, the browser posts it to the /contact route action and the page renders `initial`.
 */
export function ContactForm({ initial }: { initial?: ContactResult }) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [fields, setFields] = useState<ContactFields>(
    initial?.status === "error" ? initial.fields : {},
  );
  const flash = useFlash<ContactResult["status"]>(
    initial ? { value: initial.status, ms: CONTACT_CLEAR_MS[initial.status] } : null,
  );
  const values = initial?.status === "error" ? (initial.values ?? {}) : {};
  const [detail, setDetail] = useState(initial?.status === "error" ? initial.message : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    flash.clear();
    const result = await postContact(form);
    setSending(false);
    setFields(result.status === "error" ? result.fields : {});
    setDetail(result.status === "error" ? result.message : undefined);
    if (result.status === "success") form.reset();
    flash.show(result.status, CONTACT_CLEAR_MS[result.status]);
  }

  return (
    <form
      method="post"
      action="/contact"
      onSubmit={onSubmit}
      data-hydrated={hydrated || undefined}
      className="relative grid gap-6"
    >
      <HoneypotField />
      <TextField
        label="Full name"
        name="from_name"
        autoComplete="name"
        placeholder="Example Doe"
        required
        maxLength={200}
        defaultValue={values.from_name}
        error={fields.from_name}
      />
      <TextField
        label="Email address"
        name="reply_to"
        type="email"
        autoComplete="email"
        placeholder="example@example.com"
        required
        maxLength={254}
        defaultValue={values.reply_to}
        error={fields.reply_to}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        maxLength={10_000}
        defaultValue={values.message}
        error={fields.message}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button loading={sending}>{sending ? "Sending..." : "Send Message"}</Button>
        <div role="status" aria-live="polite" className="min-w-0 flex-1">
          {flash.value === "success" && (
            <p className="flex items-center gap-2 rounded-2xl bg-green-50 px-4 py-3 font-medium text-green-800 text-sm dark:bg-green-500/15 dark:text-green-200">
              <CheckCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {CONTACT_SUCCESS}
            </p>
          )}
          {flash.value === "error" && (
            <p className="flex items-center gap-2 rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800 text-sm dark:bg-red-500/15 dark:text-red-200">
              <ExclamationCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {CONTACT_ERROR}
            </p>
          )}
          {flash.value === "error" && detail && (
            <p className="mt-2 text-red-800 text-sm dark:text-red-200">{detail}</p>
          )}
        </div>
      </div>
    </form>
  );
}
