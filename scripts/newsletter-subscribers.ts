// `npm run newsletter:subscribers [-- --csv]`: the current newsletter list (docs/newsletter.md).
import { parseArgs } from "node:util";
import { closeDatabase } from "#app/db/client.server.ts";
import { csvLine } from "#app/features/newsletter/newsletter-mail.ts";
import { listSubscribers } from "#app/models/subscriptions.server.ts";

const USAGE = "Usage: npm run newsletter:subscribers -- [--csv]";
let csv = false;
try {
  csv = parseArgs({ options: { csv: { type: "boolean", default: false } } }).values.csv;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
try {
  const subscribers = await listSubscribers();
  if (csv) {
    // RFC 4180: CRLF line ends, quoted where needed.
    const lines = [csvLine(["email", "subscribed_at"])];
    for (const s of subscribers) lines.push(csvLine([s.email, s.created_at]));
    process.stdout.write(`${lines.join("\r\n")}\r\n`);
  } else {
    console.log(subscribers.length === 1 ? "1 subscriber" : `${subscribers.length} subscribers`);
    for (const s of subscribers) console.log(`  ${s.email}  (since ${s.created_at.slice(0, 10)})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
