import { z } from "zod";

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

/** An email address as the newsletter and contact forms take it (trimmed, at most 254 chars). */
export const emailSchema = z
  .string({ error: "Email address is required." })
  .trim()
  .min(1, "Email address is required.")
  .max(EMAIL_MAX, `Email address must be at most ${EMAIL_MAX} characters.`)
  .pipe(z.email("Please enter a valid email address."));

/** Contact form fields (SPEC.md section 5: all required, email typed). */
export const contactSchema = z.object({
  from_name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(200, "Full name must be at most 200 characters.")
    .refine((v) => !/[\r\n]/.test(v), "Full name must be on one line."),
  reply_to: emailSchema,
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(10_000, "Message must be at most 10,000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
