import { db } from "#app/db/client.server.ts";
import { memoised } from "#app/models/memo.server.ts";

/** The most read titles a search's suggestions come from: their words, not a whole archive's. */
const SUGGESTION_TITLES = 1_000;

/**
 * The titles of the SUGGESTION_TITLES most read live posts, most read first: the words a search
 * that found nothing suggests from (app/lib/spelling.ts). Read at most once a minute, and again
 * after an import.
 */
export async function listPostTitles(): Promise<string[]> {
  const k = await db();
  return memoised(k, "titles", async () => {
    const rows = await k
      .selectFrom("posts")
      .select("title")
      // The order of listPosts's "viewed" (an index's: migration 003).
      .orderBy("viewd_count", "desc")
      .orderBy("date", "desc")
      .orderBy("idx", "desc")
      .limit(SUGGESTION_TITLES)
      .execute();
    return rows.map((row) => row.title);
  });
}
