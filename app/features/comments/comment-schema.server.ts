import { z } from "zod";
import { CONTROL_CHARACTERS, emailSchema } from "#app/lib/validation.ts";
import { COMMENT_MAX, COMMENT_MIN, NAME_MAX } from "./comment-rules.ts";

/*
 * The comment's fields checked by zod on the server (comments.public.server.ts), apart from the
 * rules the form also reads (comment-rules.ts): zod's first parse tries `new Function`, which the
 * pages' CSP refuses, and Firefox logs it as an error (and the form needs none of zod's weight).
 */

const oneLine = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => !/[\r\n]/.test(v), `${label} must be on one line.`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} must not contain control characters.`);

export const commentSchema = z.object({
  name: oneLine("Name").pipe(
    z
      .string()
      .min(1, "Please give a name (any name).")
      .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  ),
  /** Optional: an empty field is no address. */
  email: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(emailSchema.nullable()),
  notify: z.boolean(),
  comment: z
    .string()
    .trim()
    .min(COMMENT_MIN, `Please write at least ${COMMENT_MIN} characters.`)
    .max(
      COMMENT_MAX,
      `The comment must be at most ${COMMENT_MAX.toLocaleString("en-US")} characters.`,
    )
    .refine((v) => !CONTROL_CHARACTERS.test(v), "The comment must not contain control characters."),
});
