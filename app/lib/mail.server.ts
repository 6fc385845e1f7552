import nodemailer, { type Transporter } from "nodemailer";
import { env } from "#app/env.server.ts";
import { asciiEmail, type ContactInput } from "#app/lib/validation.ts";

/** A mail ready to send: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

let transport: Transporter | undefined;
let warned = false;

/** The SMTP transport from SMTP_URL, or undefined when mail is not configured. */
function transporter(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) {
    if (!warned)
      console.info(
        "[mail] SMTP_URL is not set: contact messages and newsletter sign-ups are stored only, nothing is mailed.",
      );
    warned = true;
    return undefined;
  }
  transport ??= nodemailer.createTransport(url, {
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return transport;
}

/** Whether SMTP_URL is set (says once in the log when it is not). */
export function mailConfigured(): boolean {
  return transporter() !== undefined;
}

/**
 * Sends a contact message to the owners. Returns "sent", "skipped" (no SMTP) or throws.
 * Header fields come from validated one-line values, and nodemailer encodes them, so a CR/LF in
 * user input cannot add headers.
 */
export async function sendContactMail(input: ContactInput): Promise<"sent" | "skipped"> {
  const mailer = transporter();
  if (!mailer) return "skipped";
  const config = env();
  // Addresses go out with their domain in IDNA ASCII form (user@bücher.de: user@xn--bcher-kva.de),
  // which every SMTP server takes; the text keeps the address as the visitor typed it.
  const ascii = (address: string) => asciiEmail(address) ?? address;
  await mailer.sendMail({
    from: { name: "Wanderlust website", address: ascii(config.MAIL_FROM) },
    to: ascii(config.MAIL_TO),
    replyTo: { name: input.from_name, address: ascii(input.reply_to) },
    subject: `Contact form: message from ${input.from_name}`,
    text: `${input.message}\n\n-- \n${input.from_name} <${input.reply_to}>`,
  });
  return "sent";
}

/** A mail from the newsletter's sender to one reader. */
function readerMessage(to: string, mail: RenderedMail) {
  const ascii = (address: string) => asciiEmail(address) ?? address;
  return {
    from: { name: "Wanderlust", address: ascii(env().MAIL_FROM) },
    to: ascii(to),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}

/**
 * A newsletter mail (welcome or digest) to one reader, with the RFC 8058 one-click unsubscribe
 * headers (`List-Unsubscribe` with the absolute URL, `List-Unsubscribe-Post`).
 */
function newsletterMessage(to: string, mail: RenderedMail, unsubscribeUrl: string) {
  return {
    ...readerMessage(to, mail),
    // Prepared: kept on one line as written (a folded URL would not survive every unfolding).
    headers: {
      "List-Unsubscribe": { prepared: true, value: `<${unsubscribeUrl}>` },
      "List-Unsubscribe-Post": { prepared: true, value: "List-Unsubscribe=One-Click" },
    },
  };
}

/**
 * Sends the confirmation mail to an address that left the list: from the newsletter's sender, but
 * without `List-Unsubscribe` (the address is on no list, and a mail app's one-click "Unsubscribe"
 * must never POST to its confirm link). "sent", "skipped" (no SMTP) or throws.
 */
export async function sendConfirmationMail(
  to: string,
  mail: RenderedMail,
): Promise<"sent" | "skipped"> {
  const mailer = transporter();
  if (!mailer) return "skipped";
  await mailer.sendMail(readerMessage(to, mail));
  return "sent";
}

/** Sends a newsletter mail: "sent", "skipped" (no SMTP) or throws (with the SMTP `responseCode`). */
export async function sendNewsletterMail(
  to: string,
  mail: RenderedMail,
  unsubscribeUrl: string,
): Promise<"sent" | "skipped"> {
  const mailer = transporter();
  if (!mailer) return "skipped";
  await mailer.sendMail(newsletterMessage(to, mail, unsubscribeUrl));
  return "sent";
}

/** A newsletter mail as the .eml file it would be sent as (a dry run). */
export async function renderNewsletterMail(
  to: string,
  mail: RenderedMail,
  unsubscribeUrl: string,
): Promise<Buffer> {
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await file.sendMail(newsletterMessage(to, mail, unsubscribeUrl));
  return info.message as Buffer;
}

/** For tests: forget the cached transport so a new SMTP_URL takes effect. */
export function resetMailer(): void {
  transport?.close();
  transport = undefined;
  warned = false;
}
