import nodemailer, { type Transporter } from "nodemailer";
import { asciiEmail, type ContactInput } from "#app/lib/validation.ts";

/** A mail ready to send: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What the mailer reads, each time it mails (the site's: SMTP_URL, MAIL_FROM and MAIL_TO). */
export interface MailSettings {
  /** The SMTP server (`smtp://...`); mail is not configured without it. */
  smtpUrl?: string;
  /** The site's sender address. */
  from: string;
  /** Where contact messages go. */
  to: string;
}

export interface Mailer {
  /** Whether SMTP_URL is set (says once in the log when it is not). */
  mailConfigured(): boolean;
  sendContactMail(input: ContactInput): Promise<"sent" | "skipped">;
  sendOwnersMail(mail: RenderedMail): Promise<"sent" | "skipped">;
  sendConfirmationMail(to: string, mail: RenderedMail): Promise<"sent" | "skipped">;
  sendNewsletterMail(
    to: string,
    mail: RenderedMail,
    unsubscribeUrl: string,
  ): Promise<"sent" | "skipped">;
  renderNewsletterMail(to: string, mail: RenderedMail, unsubscribeUrl: string): Promise<Buffer>;
  /** For tests and scripts: forget the transport so a new SMTP_URL takes effect. */
  resetMailer(): void;
}

/**
 * The site's mail, built from what it uses: its settings (read at each mail, so a test may change
 * them), the transport it opens on an SMTP URL (nodemailer's, unless a test gives another) and
 * its log. app/services/wiring.server.ts builds the site's, on the environment.
 */
export function createMailer(deps: {
  settings: () => MailSettings;
  /** Opens a transport on an SMTP URL (nodemailer's createTransport when absent). */
  transport?: (url: string) => Transporter;
  /** Where "mail is not configured" is said, once (console.info when absent). */
  log?: (message: string) => void;
}): Mailer {
  const { settings } = deps;
  const log = deps.log ?? console.info;
  const open =
    deps.transport ??
    ((url: string) =>
      nodemailer.createTransport(url, {
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      }));
  let transport: Transporter | undefined;
  let warned = false;

  /** The SMTP transport from the SMTP URL, or undefined when mail is not configured. */
  function transporter(): Transporter | undefined {
    const url = settings().smtpUrl;
    if (!url) {
      if (!warned)
        log(
          "[mail] SMTP_URL is not set: contact messages and newsletter sign-ups are stored only, nothing is mailed.",
        );
      warned = true;
      return undefined;
    }
    transport ??= open(url);
    return transport;
  }

  function mailConfigured(): boolean {
    return transporter() !== undefined;
  }

  // Addresses go out with their domain in IDNA ASCII form (user@bücher.de: user@xn--bcher-kva.de),
  // which every SMTP server takes; a text keeps an address as the visitor typed it.
  const ascii = (address: string) => asciiEmail(address) ?? address;

  /** A mail of the site to the owners (MAIL_TO): "sent", "skipped" (no SMTP) or throws. */
  async function mailOwners(
    mail: { subject: string; text: string; html?: string },
    replyTo?: { name: string; address: string },
  ): Promise<"sent" | "skipped"> {
    const mailer = transporter();
    if (!mailer) return "skipped";
    const config = settings();
    await mailer.sendMail({
      from: { name: "Wanderlust website", address: ascii(config.from) },
      to: ascii(config.to),
      ...(replyTo ? { replyTo: { name: replyTo.name, address: ascii(replyTo.address) } } : {}),
      ...mail,
    });
    return "sent";
  }

  /**
   * Sends a contact message to the owners. Header fields come from validated one-line values, and
   * nodemailer encodes them, so a CR/LF in user input cannot add headers.
   */
  function sendContactMail(input: ContactInput): Promise<"sent" | "skipped"> {
    return mailOwners(
      {
        subject: `Contact form: message from ${input.from_name}`,
        text: `${input.message}\n\n-- \n${input.from_name} <${input.reply_to}>`,
      },
      { name: input.from_name, address: input.reply_to },
    );
  }

  /** A rendered mail to the owners, such as a new comment to moderate. */
  function sendOwnersMail(mail: RenderedMail): Promise<"sent" | "skipped"> {
    return mailOwners(mail);
  }

  /** A mail from the newsletter's sender to one reader. */
  function readerMessage(to: string, mail: RenderedMail) {
    return {
      from: { name: "Wanderlust", address: ascii(settings().from) },
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
  async function sendConfirmationMail(to: string, mail: RenderedMail): Promise<"sent" | "skipped"> {
    const mailer = transporter();
    if (!mailer) return "skipped";
    await mailer.sendMail(readerMessage(to, mail));
    return "sent";
  }

  /** Sends a newsletter mail: "sent", "skipped" (no SMTP) or throws (with the SMTP `responseCode`). */
  async function sendNewsletterMail(
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
  async function renderNewsletterMail(
    to: string,
    mail: RenderedMail,
    unsubscribeUrl: string,
  ): Promise<Buffer> {
    const file = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await file.sendMail(newsletterMessage(to, mail, unsubscribeUrl));
    return info.message as Buffer;
  }

  function resetMailer(): void {
    transport?.close();
    transport = undefined;
    warned = false;
  }

  return {
    mailConfigured,
    sendContactMail,
    sendOwnersMail,
    sendConfirmationMail,
    sendNewsletterMail,
    renderNewsletterMail,
    resetMailer,
  };
}
