import type { ContactInput } from "#app/lib/validation.ts";
import { getContactMessage, storeContactMessage } from "#app/models/messages.server.ts";
import {
  firstAttemptLease,
  type MailQueue,
  mailConfigured,
  mailInBackground,
  sendContactMail,
} from "#app/services/wiring.server.ts";

/** Contact messages as a mail queue (app/services/mail-queue.server.ts). */
export const contactMail: MailQueue = {
  table: "contact_messages",
  label: "contact message",
  async send(id) {
    const message = await getContactMessage(id);
    if (!message) return "skipped";
    return sendContactMail(message);
  },
};

/**
 * Stores a contact message, then mails it in the background (a slow or failing SMTP server never
 * delays or loses the message): stored as claimed by this first attempt, retried with back-off by
 * the mail retry loop should it fail or never finish. Returns the message id.
 */
export async function deliverContactMessage(input: ContactInput): Promise<number> {
  if (!mailConfigured()) return storeContactMessage(input);
  const id = await storeContactMessage(input, firstAttemptLease());
  mailInBackground(contactMail, id);
  return id;
}
