import { z } from "zod";

/** One schema for every environment variable the server reads; parsed once, with a clear error. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
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
  MAIL_TO: z.string().email().default("hello@wanderlust.example"),
  MAIL_FROM: z.string().email().default("website@wanderlust.example"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** The in-memory page cache's bound, in MB (server/page-cache.ts). */
  PAGE_CACHE_MB: z.coerce.number().positive().max(1_000_000).default(64),
  /** Uncached page renders per second per client address, after the burst; 0 = no limit. */
  PAGE_RENDERS_PER_SECOND: z.coerce.number().min(0).default(10),
  /** Uncached page renders a client may ask for at once. */
  PAGE_RENDER_BURST: z.coerce.number().int().min(1).default(100),
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
