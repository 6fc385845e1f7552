import {
  markMessageMailed,
  markMessageMailFailed,
  storeContactMessage,
} from "#app/models/messages.server.ts";
import { sendContactMail } from "./mail.server.ts";
import type { ContactInput } from "./validation.ts";

const pending = new Set<Promise<void>>();

/**
 * Stores a contact message, then mails it in the background (a slow or failing SMTP server never
 * delays or loses the message: the outcome is recorded on the row). Returns the message id.
 */
export async function deliverContactMessage(input: ContactInput): Promise<number> {
  const id = await storeContactMessage(input);
  const job = sendContactMail(input)
    .then(async (outcome) => {
      if (outcome === "sent") await markMessageMailed(id);
    })
    .catch(async (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[mail] contact message ${id} not mailed: ${reason}`);
      await markMessageMailFailed(id, reason).catch(() => {});
    })
    .finally(() => pending.delete(job));
  pending.add(job);
  return id;
}

/** Waits for mails in flight (graceful shutdown, tests). */
export async function settleContactMail(): Promise<void> {
  await Promise.all([...pending]);
}
