import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * The length in whole seconds of a video or audio post's media file, read from the file itself
 * at import (app/features/content/importer.server.ts, music-metadata): the podcast feed's `itunes:duration`,
 * the JSON-LD `duration` and the player's length before playback. Null for other posts and for
 * rows made before this migration until the next import (which runs at every start).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("posts").addColumn("media_duration", "integer").execute();
}
