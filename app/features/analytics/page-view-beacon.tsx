import { useEffect } from "react";
import { useLocation } from "react-router";

/** Our own page-view endpoint (app/features/analytics/page-views-api.ts). */
const ENDPOINT = "/api/page-views";

/** Whether the record to send is the document's first (the one whose referrer is the page's). */
let firstOfDocument = true;

/**
 * SPEC's page-view record, on each page: once per page load and once per client-side navigation,
 * a beacon to our own endpoint with the page's path and, for the first page of a visit, the
 * referring page. Sent after the load event, when the browser is idle, so it never delays the
 * page; not sent at all to readers who ask not to be tracked (DNT, Global Privacy Control: the
 * server refuses them too). No cookie, nothing stored in the browser (docs/privacy.md).
 */
export function usePageViewBeacon(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const referrer = firstOfDocument ? document.referrer : "";
    firstOfDocument = false;
    if (asksNotToBeTracked()) return;
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
 * The server renders it with the page's canonical URL (the page cache renders that way).
 */
export function PageViewPixel() {
  const { pathname, search } = useLocation();
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
