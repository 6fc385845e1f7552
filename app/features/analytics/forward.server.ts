import { env } from "#app/env.server.ts";
import { forwardPayload, queueForward } from "#app/models/page-view-forwards.server.ts";
import type { PageView } from "#app/models/page-views.server.ts";
import {
  firstAttemptLease,
  type MailQueue,
  mailInBackground,
} from "#app/services/wiring.server.ts";
import { isPrivatePath } from "./private-pages.ts";

/** How long a forward may take before it counts as failed (and is tried again later). */
const FORWARD_TIMEOUT_MS = 10_000;

/**
 * The Plausible events API body of a page view: its page on the site's public URL, the referring
 * site, and the device class as a property. What identifies the visitor is our own daily hash,
 * sent as the User-Agent (see `send`): the reader's address and User-Agent never leave the site.
 */
function event(view: PageView) {
  const site = new URL(env().SITE_URL);
  return {
    name: "pageview",
    url: new URL(view.path, site).href,
    domain: site.hostname,
    referrer: view.source.includes(".") ? `https://${view.source}/` : undefined,
    props: {
      device: view.device,
      ...(view.source && !view.source.includes(".") ? { source: view.source } : {}),
    },
    visitor: view.visitor,
  };
}

/** Page views forwarded to ANALYTICS_FORWARD_URL, queued and retried like the mails. */
export const pageViewForwards: MailQueue = {
  table: "analytics_forwards",
  label: "page-view forward",
  configured: () => env().ANALYTICS_FORWARD_URL !== undefined,
  async send(id) {
    const url = env().ANALYTICS_FORWARD_URL;
    const payload = await forwardPayload(id);
    if (!url || payload === undefined) return "skipped";
    const { visitor, ...body } = JSON.parse(payload) as ReturnType<typeof event>;
    // A forward queued before migration 016 cleared such rows, or by an older release: never sent.
    if (isPrivatePath(new URL(body.url).pathname)) return "skipped";
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // Plausible counts visitors by address and User-Agent: ours stand for both, the same
        // reader all day, another reader another hash, nothing that identifies anyone.
        "User-Agent": `Wanderlust-Visitor/${visitor}`,
        "X-Forwarded-For": "127.0.0.1",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return "sent";
  },
};

/**
 * Forwards a recorded page view when ANALYTICS_FORWARD_URL is set: stored claimed by its first
 * attempt, made in the background (a slow or failing endpoint never delays the beacon's answer),
 * retried with MAIL_RETRY_DELAYS by the retry loop should it fail.
 */
export async function forwardPageView(view: PageView): Promise<void> {
  if (!pageViewForwards.configured?.() || isPrivatePath(view.path)) return;
  const id = await queueForward(JSON.stringify(event(view)), firstAttemptLease());
  mailInBackground(pageViewForwards, id);
}
