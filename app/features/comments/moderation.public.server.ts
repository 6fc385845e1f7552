/**
 * What the comments' moderation offers the other features (docs/decisions/026-public-feature-modules.md):
 * the owners' mail of a comment just stored as pending (the reader's form action calls it).
 */
export { queueModerationMail } from "./moderation.server.ts";
