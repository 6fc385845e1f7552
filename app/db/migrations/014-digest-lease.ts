import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * The newsletter digest's lease (issue 28; docs/newsletter.md): `runner_seen_at` is when the run
 * sending the digest (`runner`) last said it was alive. It renews it while it sends; another run
 * takes the digest over once it is older than the lease (or at once when the runner is a process
 * of this machine that is gone). Before it, a live process with the recorded pid (a reused pid, a
 * zombie) blocked resuming for good.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("newsletter_digests").addColumn("runner_seen_at", "text").execute();
}
