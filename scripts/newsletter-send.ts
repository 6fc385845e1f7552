// `npm run newsletter:send [-- --rate N] [-- --dry-run [FILE]]`: mail the digest of new posts to
// every subscriber (app/features/newsletter/newsletter-digest.server.ts; docs/newsletter.md).
import { parseArgs } from "node:util";
import { closeDatabase } from "#app/db/client.server.ts";
import { runDigest } from "#app/features/newsletter/newsletter-digest.server.ts";
import { resetMailer } from "#app/services/wiring.server.ts";

const USAGE =
  "Usage: npm run newsletter:send -- [--rate MAILS_PER_SECOND (default 5)] [--dry-run [FILE (default newsletter-digest.eml)]]";

function options() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        rate: { type: "string", default: "5" },
        "dry-run": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const rate = Number(values.rate);
    if (!Number.isFinite(rate) || rate <= 0 || rate > 1000) {
      throw new Error(
        `--rate must be a number of mails per second from 0.01 to 1000, not ${values.rate}`,
      );
    }
    if (positionals.length > (values["dry-run"] ? 1 : 0)) {
      throw new Error(`Unexpected argument: ${positionals.join(" ")}`);
    }
    const dryRun = values["dry-run"] ? (positionals[0] ?? "newsletter-digest.eml") : undefined;
    return { rate, dryRun };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
}

const { rate, dryRun } = options();
try {
  process.exitCode = await runDigest({ rate, dryRun, log: (line) => console.log(line) });
} catch (error) {
  console.error(`newsletter:send failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  resetMailer();
  await closeDatabase();
}
