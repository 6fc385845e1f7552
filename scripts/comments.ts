// `npm run comments [-- --json | --approve ID | --reject ID | --reply ID "text" | --delete ID |
// --erase EMAIL]`: the readers' comments waiting for the owners, and what the owners do with them
// (docs/privacy.md says what is stored).
import { closeDatabase } from "#app/db/client.server.ts";
import { runCommentsScript } from "#app/features/comments/moderation-script.server.ts";
import { settleMail } from "#app/services/wiring.server.ts";

try {
  process.exitCode = await runCommentsScript(process.argv.slice(2), {
    out: (text) => console.log(text),
    error: (text) => console.error(text),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  // A reply's notice to the reader, under way: sent, or left to the server's retries.
  await settleMail();
  await closeDatabase();
}
