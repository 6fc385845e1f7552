/**
 * What the newsletter offers the other features (docs/decisions/026-public-feature-modules.md):
 * the sign-up's two steps for the /api calls, and the secret that also signs the drafts' preview
 * links (app/features/content/preview-token.server.ts).
 */
export { lookUpSubscription, signUp } from "./newsletter.server.ts";
export { newsletterSecret } from "./newsletter-token.server.ts";
