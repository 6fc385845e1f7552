import cluster from "node:cluster";
import { type Database, database, databaseReachable } from "#app/db/client.server.ts";
import { env } from "#app/env.server.ts";
import { claimDueMail, markMailed, markMailFailed } from "#app/models/mail-queue.server.ts";
import { insertPageViews } from "#app/models/page-views.server.ts";
import { createMailer } from "#app/services/mail.server.ts";
import { createMailQueues } from "#app/services/mail-queue.server.ts";
import {
  createPageViewQueue,
  PAGE_VIEW_QUEUE_SETTINGS,
} from "#app/services/page-view-queue.server.ts";
import { createRateLimiting, RateLimits } from "#app/services/rate-limits.server.ts";

/*
 * The site's services, built in this one place from the real database, clock and settings. A
 * service's own module holds its factory only, so a unit test builds one with fakes instead.
 */

/** The page views on their way to the database (record: the beacon; flush: stats, shutdown). */
export const pageViewQueue = createPageViewQueue({
  write: insertPageViews,
  now: Date.now,
  settings: PAGE_VIEW_QUEUE_SETTINGS,
  reachable: databaseReachable,
});

/** Each database's counters (tests open several): one RateLimits per process database. */
const perDatabase = new WeakMap<Database, RateLimits>();

/**
 * The rate limits on the process database's counters (PostgreSQL's table; SQLite: this process's
 * memory, or its primary's as a worker of WORKERS); none with RATE_LIMIT=off.
 */
export const { spend, refund, budgetSpent, spendForEmail } = createRateLimiting({
  async limits() {
    if (env().RATE_LIMIT === "off") return undefined;
    const opened = await database();
    let limits = perDatabase.get(opened);
    if (!limits) {
      limits = new RateLimits({ pgPool: opened.pgPool, askPrimary: cluster.isWorker });
      perDatabase.set(opened, limits);
    }
    return limits;
  },
});

/** The site's mail, on SMTP_URL (none without it), from MAIL_FROM; contact messages and the owners' mail to MAIL_TO. */
export const {
  mailConfigured,
  sendContactMail,
  sendOwnersMail,
  sendConfirmationMail,
  sendNewsletterMail,
  renderNewsletterMail,
  resetMailer,
} = createMailer({
  settings: () => {
    const config = env();
    return { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, to: config.MAIL_TO };
  },
});

export type { MailQueue } from "#app/services/mail-queue.server.ts";

/** Mail retried with back-off (contact messages, newsletter mail, page-view forwards). */
export const { firstAttemptLease, mailInBackground, startMailRetries, settleMail } =
  createMailQueues({
    store: { claimDueMail, markMailed, markMailFailed },
    now: Date.now,
    retryDelays: () => env().MAIL_RETRY_DELAYS,
    mailConfigured,
  });
