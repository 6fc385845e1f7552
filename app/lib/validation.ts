import { z } from "zod";

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

/** zod's email rule (kept for the part before the `@`). */
const ASCII_EMAIL = z.regexes.email;
/** Letters (any script), marks, digits, dots and hyphens: what a domain name may be written with. */
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The address with its domain in ASCII (IDNA, as DNS and SMTP want it: `user@bücher.de` gives
 * `user@xn--bcher-kva.de`), or undefined when it is not an address we take: zod's rule for the part
 * before the `@` (ASCII), and a domain name of at least two labels, internationalised or not.
 */
export function asciiEmail(address: string): string | undefined {
  const at = address.lastIndexOf("@");
  if (at < 1) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!ASCII_EMAIL.test(`${local}@example.com`) || !DOMAIN_CHARACTERS.test(domain))
    return undefined;
  let ascii: string;
  try {
    // The WHATWG URL parser applies IDNA (UTS #46) to a host, in Node and in browsers alike.
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
  const labels = ascii.split(".");
  const valid =
    ascii.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    TOP_LABEL.test(labels.at(-1)!);
  const result = `${local}@${ascii}`;
  return valid && result.length <= EMAIL_MAX ? result : undefined;
}

/**
 * An email address as the newsletter and contact forms take it: trimmed, at most 254 characters,
 * on one line, internationalised domains (`user@bücher.de`) included. The value is kept as typed;
 * mail.server.ts sends to its ASCII form.
 */
export const emailSchema = z
  .string({ error: "Email address is required." })
  .trim()
  .min(1, "Email address is required.")
  .max(EMAIL_MAX, `Email address must be at most ${EMAIL_MAX} characters.`)
  .pipe(
    z.string().refine((v) => asciiEmail(v) !== undefined, "Please enter a valid email address."),
  );

/**
 * C0 control characters and DEL other than tab and line breaks: never typed in a form or a
 * search box (a pasted tab or line break is whitespace, trimmed or kept as text), and PostgreSQL
 * refuses U+0000 in text (a 500 there). Refused in form fields, query parameters and URLs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what is refused here
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Contact form fields (docs/spec.md#validation: all required, email typed). */
export const contactSchema = z.object({
  from_name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(200, "Full name must be at most 200 characters.")
    .refine((v) => !/[\r\n]/.test(v), "Full name must be on one line.")
    .refine((v) => !CONTROL_CHARACTERS.test(v), "Full name must not contain control characters."),
  reply_to: emailSchema,
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(10_000, "Message must be at most 10,000 characters.")
    .refine((v) => !CONTROL_CHARACTERS.test(v), "Message must not contain control characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
