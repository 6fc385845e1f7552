import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { env } from "#app/env.server.ts";
import {
  createDigest,
  type DigestCandidate,
  digestPosts,
  finishDigest,
  latestDigest,
  postsSince,
  releaseDigest,
  renewDigest,
  takeDigest,
  unfinishedDigest,
} from "#app/models/newsletter.server.ts";
import {
  claimNextDelivery,
  deliveryCounts,
  markDelivery,
  releaseClaimedDeliveries,
} from "#app/models/newsletter-deliveries.server.ts";
import { listSubscribers } from "#app/models/subscriptions.server.ts";
import {
  mailConfigured,
  renderNewsletterMail,
  sendNewsletterMail,
} from "#app/services/wiring.server.ts";
import { digestMail } from "./newsletter-mail.ts";
import { unsubscribeUrl } from "./newsletter-token.server.ts";

/**
 * The digest (`npm run newsletter:send`, docs/newsletter.md): one mail to every current subscriber
 * with the posts published since the last digest (the latest FIRST_DIGEST_POSTS the first time).
 * Each delivery is recorded per subscriber: claimed before its mail goes out, marked sent after,
 * so a run that is killed or meets a dead mail server is simply run again: it resumes the
 * unfinished digest, skipping no one and mailing no one twice, except the one mail in flight at
 * a kill (claimed, maybe sent, not yet marked).
 */

/** Posts in the first digest; later digests take everything new, up to MAX_DIGEST_POSTS. */
const FIRST_DIGEST_POSTS = 6;
const MAX_DIGEST_POSTS = 12;

export interface DigestOptions {
  /** Mails per second, at most. */
  rate: number;
  /** Write the rendered mail to this file (.eml, with a .html beside it) and send nothing. */
  dryRun?: string;
  /** Progress and outcome lines. */
  log: (line: string) => void;
}

/** This process, as recorded on the digest it sends. */
const RUNNER = `${os.hostname()}:${process.pid}`;

/**
 * The lease of the run sending a digest (docs/newsletter.md#resuming): it renews it every
 * RENEW_MS while it sends; another run takes the digest over once the lease is LEASE_MS old (a run
 * killed on another machine, a stalled one), or at once when the holder was a process of this
 * machine that no longer exists.
 */
const LEASE_MS = 60_000;
const RENEW_MS = 10_000;

/** Runs the digest; returns the exit code (0 done or nothing to do, 1 stopped). */
export async function runDigest(options: DigestOptions): Promise<number> {
  const { log } = options;
  const resumed = await unfinishedDigest();
  let posts: DigestCandidate[];
  if (resumed) {
    posts = await digestPosts(resumed);
  } else {
    const previous = await latestDigest();
    posts = await postsSince(previous, previous ? MAX_DIGEST_POSTS : FIRST_DIGEST_POSTS);
    if (posts.length === 0) {
      log(
        previous
          ? `Nothing new since the last digest (${previous.created_at.slice(0, 10)}): nothing sent.`
          : "There are no posts yet: nothing sent.",
      );
      return 0;
    }
  }
  if (options.dryRun) return dryRun(options.dryRun, posts, log);

  if (!mailConfigured()) {
    log(
      "SMTP_URL is not set: set it to the mail server to send the newsletter (docs/newsletter.md).",
    );
    return 1;
  }
  if (resumed) {
    const staleBefore = new Date(Date.now() - LEASE_MS);
    if (!(await takeDigest(resumed.id, RUNNER, staleBefore, goneHere(resumed.runner)))) {
      const seen = resumed.runner_seen_at ? Date.parse(resumed.runner_seen_at) : Date.now();
      const ago = Math.max(0, Math.round((Date.now() - seen) / 1000));
      log(
        `Digest ${resumed.id} is being sent by another run (${resumed.runner}, last heard from ${ago} s ago): wait for it to finish. A run that stops without a word is taken over ${LEASE_MS / 1000} s after it was last heard from.`,
      );
      return 1;
    }
    const released = await releaseClaimedDeliveries(resumed.id);
    log(
      `Resuming digest ${resumed.id} (${posts.length} posts)${released ? `: ${released} mail in flight when the last run stopped is sent again` : ""}.`,
    );
    return deliver(resumed.id, posts, options);
  }
  if ((await listSubscribers()).length === 0) {
    log("There are no subscribers: nothing sent.");
    return 0;
  }
  const created = await createDigest(posts, RUNNER);
  log(`Digest ${created.id}: ${posts.length} posts to ${created.recipients} subscribers.`);
  return deliver(created.id, posts, options);
}

/** Sends a digest's pending deliveries, holding its lease meanwhile. */
async function deliver(
  digestId: number,
  posts: DigestCandidate[],
  options: DigestOptions,
): Promise<number> {
  // Renewed while this run sends; lost (another run took a stalled one over), this run stops.
  const lease = { lost: false };
  const renewal = setInterval(() => {
    renewDigest(digestId, RUNNER).then(
      (held) => {
        if (!held) lease.lost = true;
      },
      () => {},
    );
  }, RENEW_MS);
  try {
    return await sendDeliveries(digestId, posts, options, lease);
  } finally {
    clearInterval(renewal);
  }
}

async function sendDeliveries(
  digestId: number,
  posts: DigestCandidate[],
  { rate, log }: DigestOptions,
  lease: { lost: boolean },
): Promise<number> {
  const counts = await deliveryCounts(digestId);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  let done = (counts.sent ?? 0) + (counts.failed ?? 0) + (counts.skipped ?? 0);
  const gap = 1000 / rate;
  let last = 0;
  for (;;) {
    if (lease.lost) {
      log(`Stopped: another run took digest ${digestId} over. ${done} of ${total} done here.`);
      return 1;
    }
    const delivery = await claimNextDelivery(digestId);
    if (!delivery) break;
    const wait = last + gap - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    last = Date.now();
    const link = unsubscribeUrl(delivery.subscriptionId, delivery.email);
    try {
      await sendNewsletterMail(delivery.email, digestMail(env().SITE_URL, link, posts), link);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (refusedForGood(error)) {
        // This address is refused for good (no such mailbox): recorded, and on to the next.
        await markDelivery(digestId, delivery.subscriptionId, {
          status: "failed",
          error: reason,
        });
        done++;
        log(`failed ${done}/${total}: ${delivery.email} refused: ${reason}`);
        continue;
      }
      await markDelivery(digestId, delivery.subscriptionId, { status: "pending", error: reason });
      await releaseDigest(digestId, RUNNER);
      log(
        `Stopped: the mail server did not take the mail (${reason}). ${done} of ${total} done; run npm run newsletter:send again to send the rest.`,
      );
      return 1;
    }
    await markDelivery(digestId, delivery.subscriptionId, { status: "sent" });
    done++;
    log(`sent ${done}/${total}`);
  }
  await finishDigest(digestId);
  const final = await deliveryCounts(digestId);
  const extra = [
    final.failed ? `${final.failed} refused` : "",
    final.skipped ? `${final.skipped} unsubscribed meanwhile` : "",
  ].filter(Boolean);
  log(
    `Digest ${digestId} finished: ${final.sent ?? 0} sent${extra.length ? `, ${extra.join(", ")}` : ""}.`,
  );
  return 0;
}

/** An SMTP refusal of the recipient itself (5xx to RCPT TO): retrying will not help. */
function refusedForGood(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}

/**
 * The recorded runner when it is a process of this machine that no longer exists (no need to wait
 * for its lease). A live process with that pid proves nothing (the pid may be reused, or a zombie):
 * then the lease decides.
 */
function goneHere(runner: string | null): string | undefined {
  if (!runner) return undefined;
  const [host, pid] = runner.split(":");
  if (host !== os.hostname() || !/^\d+$/.test(pid ?? "")) return undefined;
  try {
    process.kill(Number(pid), 0);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH" ? runner : undefined;
  }
}

/** Writes the mail as the first subscriber (or a sample reader) would get it; sends nothing. */
async function dryRun(file: string, posts: DigestCandidate[], log: (line: string) => void) {
  const [first] = await listSubscribers();
  const to = first?.email ?? "reader@example.com";
  const link = first
    ? unsubscribeUrl(first.id, first.email)
    : new URL("/unsubscribe/TOKEN", env().SITE_URL).href;
  const mail = digestMail(env().SITE_URL, link, posts);
  const eml = path.resolve(file.endsWith(".eml") ? file : `${file}.eml`);
  const html = eml.replace(/\.eml$/, ".html");
  fs.mkdirSync(path.dirname(eml), { recursive: true });
  fs.writeFileSync(eml, await renderNewsletterMail(to, mail, link));
  fs.writeFileSync(html, mail.html);
  log(
    `Dry run: "${mail.subject}" (${posts.length} posts, as ${to} would get it) written to ${eml} and ${html}; nothing sent, nothing recorded.`,
  );
  return 0;
}
