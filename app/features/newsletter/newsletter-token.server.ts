import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "#app/env.server.ts";

/**
 * Unsubscribe tokens (docs/newsletter.md, docs/security.md): `{subscription id}.{mac}`, the mac
 * being HMAC-SHA256 over the id and the normalised address with the site's secret, base64url.
 * Unguessable without the secret, tied to the address (a token of one subscription names no
 * other), and stale once the secret changes. Resubscribe tokens, in the confirmation mail to an
 * address that unsubscribed, are made the same way for another purpose: `{confirmation id}.{mac}`
 * over "resubscribe", the confirmation's id, its subscription's id and address (neither kind of
 * token is ever the other).
 */

/** The secret file's name in DATA_DIR, made when SITE_SECRET and NEWSLETTER_SECRET are unset. */
const SECRET_FILE = "newsletter-secret";

let cached: Buffer | undefined;

/**
 * The site's secret, which signs the newsletter's links and the drafts' preview links
 * (app/features/content/preview-token.server.ts): SITE_SECRET, else NEWSLETTER_SECRET (its former
 * name, so the links mailed before the rename still work), else the secret generated once into
 * `${DATA_DIR}/newsletter-secret` (mode 0600) and read back ever after. Made atomically (written
 * aside, then hard-linked into place, which fails if another process got there first), so several
 * workers or a script starting at the same time all end up with the same secret.
 */
export function newsletterSecret(): Buffer {
  if (cached) return cached;
  const config = env();
  const set = config.SITE_SECRET ?? config.NEWSLETTER_SECRET;
  if (set) {
    cached = Buffer.from(set, "utf8");
    return cached;
  }
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  if (!fs.existsSync(file)) {
    const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(aside, `${crypto.randomBytes(32).toString("base64url")}\n`, {
        mode: 0o600,
      });
      fs.linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new Error(
          `Could not write the newsletter secret to ${file} (${(error as Error).message}): set SITE_SECRET, or make DATA_DIR writable.`,
        );
      }
    } finally {
      fs.rmSync(aside, { force: true });
    }
  }
  const text = fs.readFileSync(file, "utf8").trim();
  if (text.length < 16)
    throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  cached = Buffer.from(text, "utf8");
  return cached;
}

function mac(message: string): string {
  return crypto.createHmac("sha256", newsletterSecret()).update(message).digest("base64url");
}

/** The token of a subscription (its id and stored, normalised address). */
function unsubscribeToken(id: number, email: string): string {
  return `${id}.${mac(`unsubscribe:${id}:${email}`)}`;
}

/** The token of a confirmation (its id, and its subscription's id and address). */
function resubscribeToken(id: number, subscriptionId: number, email: string): string {
  return `${id}.${mac(`resubscribe:${id}:${subscriptionId}:${email}`)}`;
}

/** The largest id a subscription can have: its column is a 32-bit integer (PostgreSQL `serial`). */
const MAX_SUBSCRIPTION_ID = 2_147_483_647;

/**
 * The id a token names (a subscription's, or a confirmation's for a resubscribe token), if it is
 * well formed (its mac is checked by `tokenMatches`, `resubscribeTokenMatches`): a larger id names
 * no row, and PostgreSQL would refuse it as out of range (a 500).
 */
export function tokenId(token: string): number | undefined {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : Number.NaN;
  return id >= 1 && id <= MAX_SUBSCRIPTION_ID ? id : undefined;
}

/** Whether `token` is `expected`, compared in constant time. */
function sameToken(token: string, expected: string): boolean {
  const want = Buffer.from(expected);
  const given = Buffer.from(token);
  return given.length === want.length && crypto.timingSafeEqual(given, want);
}

/** Whether a token is this subscription's unsubscribe token. */
export function tokenMatches(token: string, id: number, email: string): boolean {
  return sameToken(token, unsubscribeToken(id, email));
}

/** Whether a token is this confirmation's resubscribe token. */
export function resubscribeTokenMatches(
  token: string,
  id: number,
  subscriptionId: number,
  email: string,
): boolean {
  return sameToken(token, resubscribeToken(id, subscriptionId, email));
}

/** The absolute unsubscribe URL of a subscription, from SITE_URL. */
export function unsubscribeUrl(id: number, email: string): string {
  return new URL(`/unsubscribe/${unsubscribeToken(id, email)}`, env().SITE_URL).href;
}

/** The absolute URL of a confirmation's resubscribe link, from SITE_URL. */
export function resubscribeUrl(id: number, subscriptionId: number, email: string): string {
  return new URL(`/resubscribe/${resubscribeToken(id, subscriptionId, email)}`, env().SITE_URL)
    .href;
}
