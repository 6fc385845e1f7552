import crypto from "node:crypto";
import { env } from "#app/env.server.ts";
import { newsletterSecret } from "#app/features/newsletter/newsletter.public.server.ts";

/**
 * A draft's or scheduled post's private preview link (/preview/{token}): HMAC-SHA256 of the
 * post's id with the site's secret (the one that signs the newsletter's links), base64url.
 * Unguessable, tied to the post, the same at every import, dead once the post is live.
 */
export function previewTokenOf(postId: string): string {
  return crypto
    .createHmac("sha256", newsletterSecret())
    .update(`preview:${postId}`)
    .digest("base64url");
}

/** The preview link of a token, on SITE_URL. */
export function previewUrl(token: string): string {
  return new URL(`/preview/${token}`, env().SITE_URL).href;
}
