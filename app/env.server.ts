import { z } from "zod";
import { DEFAULT_MAIL_RETRY_DELAYS, parseRetryDelays } from "./lib/mail-retry.ts";
import { asciiEmail } from "./lib/validation.ts";

/** An address setting; internationalised domains allowed (mail goes to their ASCII form). */
const address = z.string().refine((v) => asciiEmail(v) !== undefined, "must be an email address");

/** One schema for every environment variable the server reads; parsed once, with a clear error. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Authors, taxonomies and posts the importer reads (content/importer.server.ts). */
  CONTENT_DIR: z.string().min(1).default("./content"),
  /** Resized images (app/lib/images.server.ts); default `${DATA_DIR}/image-cache`. */
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, "must be a postgres:// URL or sqlite:<path>")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_TO: address.default("hello@wanderlust.example"),
  MAIL_FROM: address.default("website@wanderlust.example"),
  /** Seconds between contact mail attempts (app/lib/mail-retry.ts); milliseconds once parsed. */
  MAIL_RETRY_DELAYS: z
    .string()
    .default(DEFAULT_MAIL_RETRY_DELAYS)
    .transform((text, ctx) => {
      const delays = parseRetryDelays(text);
      if (!delays) {
        ctx.addIssue({
          code: "custom",
          message: "must be positive numbers of seconds separated by commas, e.g. 60,300,1800",
        });
        return z.NEVER;
      }
      return delays;
    }),
  SITE_URL: z.string().url().default("http://localhost:3000"),
});

export type Env = z.infer<typeof schema>;

let parsed: Env | undefined;

export function env(): Env {
  if (!parsed) {
    // An empty variable means "not set" (so `DATABASE_URL= npm start` picks the default).
    const set = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
    const result = schema.safeParse(set);
    if (!result.success) {
      const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join("\n")}`);
    }
    parsed = result.data;
  }
  return parsed;
}
