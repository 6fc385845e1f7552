import { useEffect } from "react";
import { useLocation } from "react-router";
import { isPrivatePath } from "./private-pages.ts";

/**
 * Our own page-view endpoint: server/page-view-beacons.ts answers the beacon before Express
 * (app/features/api/page-views.ts is the same call as a route, and the no-JavaScript pixel).
 */
const ENDPOINT = "/api/page-views";

/** Whether the record to send is the document's first (the one whose referrer is the page's). */
let firstOfDocument = true;

/**
 * SPEC's page-view record, on each page: once per page load and once per client-side navigation,
 * a beacon to our own endpoint with the page's path and, for the first page of a visit, the
 * referring page. Sent after the load event, when the browser is idle, so it never delays the
 * page; not sent at all to readers who ask not to be tracked (DNT, Global Privacy Control: the
 * server refuses them too), nor from a page whose URL carries a credential (an unsubscribe or
 * preview link) or is no reader's page (`isPrivatePath`: the server refuses those too). No
 * cookie, nothing stored in the browser (docs/privacy.md).
 */
export function usePageViewBeacon(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const referrer = firstOfDocument ? document.referrer : "";
    firstOfDocument = false;
    if (asksNotToBeTracked() || isPrivatePath(pathname)) return;
    // Offline, nothing to send (and a beacon that cannot leave is logged by some browsers).
    if (navigator.onLine === false) return;
    const body = JSON.stringify({ path: pathname + search, referrer });
    const send = () => {
      try {
        navigator.sendBeacon?.(ENDPOINT, body);
      } catch {
        // A page view is never worth an error.
      }
    };
    const whenIdle = () => {
      if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 2000 });
      else setTimeout(send, 0);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }, [pathname, search]);
}

function asksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/**
 * The same record from readers without JavaScript: an image their browser loads only then.
 * The server renders it with the page's canonical URL (the page cache renders that way); none on
 * a page whose URL is private (`isPrivatePath`): the image's URL would carry it.
 */
export function PageViewPixel() {
  const { pathname, search } = useLocation();
  if (isPrivatePath(pathname)) return null;
  return (
    <noscript>
      <img
        src={`${ENDPOINT}?path=${encodeURIComponent(pathname + search)}`}
        alt=""
        width={1}
        height={1}
        className="absolute h-px w-px"
      />
    </noscript>
  );
}
