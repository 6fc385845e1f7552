import type { Kysely } from "kysely";
import type { DB } from "#app/db/schema.ts";

/**
 * The content's version (migration 009): bumped in the same transaction as an import's writes, so
 * a server that reads a new version reads the new content with it.
 */
export async function bumpContentVersion(k: Kysely<DB>): Promise<void> {
  await k
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: new Date().toISOString() }))
    .where("id", "=", 1)
    .execute();
}

export async function contentVersion(k: Kysely<DB>): Promise<number> {
  const row = await k
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}
