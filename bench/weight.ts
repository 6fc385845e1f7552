// `npm run bench -- --only weight`: what a phone fetches for a page, measured in Chromium with
// Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbit/s, CPU 4x slower), and the budgets of
// docs/design.md#budgets and issue 24:
//   - HTML (identity) of each page;
//   - first-load JS: every script the page started fetching before React had hydrated its first
//     screen (html[data-first-screen], app/components/ui/later.tsx), gzip -9; the code of the
//     pieces that hydrate after it, and of what loads on first use, is not first-load;
//   - CSS (gzip -9);
//   - requests started before the first paint (Resource Timing's startTime against the
//     'first-paint' entry): the one stylesheet and at most one font, no script.
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser } from "#scripts/lib/browser.ts";
import { rawGet } from "./static-servers.ts";

export interface WeightPage {
  name: string;
  path: string;
}

export interface Report {
  say: (line?: string) => void;
  /** "ok" or "MISSED" (and the miss is recorded with `what`). */
  budget: (ok: boolean, what: string) => string;
}

const HTML_BUDGET_KB: Record<string, number> = { "home /": 60, article: 80 };
const ANY_HTML_BUDGET_KB = 100;
const JS_BUDGET_KB = 120;
const CSS_BUDGET_KB = 25;
/** Before the first paint: the stylesheet and the first screen's largest text's font. */
const BEFORE_PAINT = { scripts: 0, styles: 1, fonts: 1 };

interface Loaded {
  paint: number;
  /** When the first screen had hydrated (html[data-first-screen]). */
  firstScreen: number;
  /** When every piece had (html[data-hydrated]); at most the moment it was seen. */
  hydrated: number;
  /** Paths of the scripts, stylesheets and fonts started before the first paint. */
  beforePaint: string[];
  /** Paths of every script and stylesheet started before the first screen had hydrated. */
  firstLoad: string[];
}

async function loadLikeAPhone(browser: Browser, url: string): Promise<Loaded> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const tab = await context.newPage();
    // The moment the first screen has hydrated, on the page's own clock.
    await tab.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.firstScreen) return;
        (window as unknown as { firstScreenAt: number }).firstScreenAt = performance.now();
        observer.disconnect();
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ["data-first-screen"],
      });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await tab.goto(url, { waitUntil: "load", timeout: 120_000 });
    await tab.waitForSelector("html[data-hydrated]", { timeout: 120_000 });
    const found = await tab.evaluate(() => {
      const firstScreen = (window as unknown as { firstScreenAt: number }).firstScreenAt;
      const paints = performance.getEntriesByType("paint");
      const paint =
        paints.find((e) => e.name === "first-paint") ??
        paints.find((e) => e.name === "first-contentful-paint");
      const resources = performance.getEntriesByType("resource");
      return {
        paint: paint?.startTime,
        firstScreen,
        hydrated: performance.now(),
        beforePaint: resources
          .filter((r) => paint && r.startTime < paint.startTime)
          .map((r) => new URL(r.name).pathname),
        firstLoad: resources
          .filter((r) => r.startTime < firstScreen)
          .map((r) => new URL(r.name).pathname),
      };
    });
    if (found.paint === undefined) throw new Error(`${url}: Chromium reported no first paint`);
    return { ...found, paint: found.paint };
  } finally {
    await context.close();
  }
}

async function gzipKb(base: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of new Set(paths)) {
    const body = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return total / 1024;
}

export async function pageWeight(base: string, pages: WeightPage[], report: Report) {
  const { say, budget } = report;
  const rows: string[] = [];
  const paintRows: string[] = [];
  const browser = await launchBrowser();
  for (const page of pages) {
    const answer = await rawGet(`${base}${page.path}`);
    if (answer.status !== 200) throw new Error(`${page.path}: ${answer.status}`);
    const htmlKb = answer.body.length / 1024;
    const loaded = await loadLikeAPhone(browser, `${base}${page.path}`);
    const jsKb = await gzipKb(
      base,
      loaded.firstLoad.filter((p) => /\.m?js$/.test(p)),
    );
    const cssKb = await gzipKb(
      base,
      loaded.firstLoad.filter((p) => p.endsWith(".css")),
    );
    const htmlLimit = HTML_BUDGET_KB[page.name] ?? ANY_HTML_BUDGET_KB;
    const f = (n: number) => n.toFixed(1);
    rows.push(
      `| ${page.name} | ${f(htmlKb)} | ${f(jsKb)} | ${f(cssKb)} | ${budget(htmlKb <= htmlLimit, `HTML of ${page.name} <= ${htmlLimit} KB (got ${f(htmlKb)})`)} (${htmlLimit}) | ${budget(jsKb <= JS_BUDGET_KB, `first-load JS of ${page.name} <= ${JS_BUDGET_KB} KB (got ${f(jsKb)})`)} | ${budget(cssKb <= CSS_BUDGET_KB, `CSS of ${page.name} <= ${CSS_BUDGET_KB} KB (got ${f(cssKb)})`)} |`,
    );
    const count = (re: RegExp) => loaded.beforePaint.filter((p) => re.test(p)).length;
    const before = {
      scripts: count(/\.m?js$/),
      styles: count(/\.css$/),
      fonts: count(/\.(woff2?|ttf|otf)$/),
    };
    const within = (Object.keys(BEFORE_PAINT) as (keyof typeof BEFORE_PAINT)[]).filter(
      (kind) => before[kind] > BEFORE_PAINT[kind],
    );
    paintRows.push(
      `| ${page.name} | ${Math.round(loaded.paint)} | ${before.scripts} | ${before.styles} | ${before.fonts} | ${Math.round(loaded.firstScreen)} | ${Math.round(loaded.hydrated)} | ${budget(within.length === 0, `before the first paint of ${page.name}: ${within.map((k) => `${before[k]} ${k} (at most ${BEFORE_PAINT[k]})`).join(", ")}`)} |`,
    );
  }
  await browser.close();
  say("");
  say(
    "## Page weight (HTML identity; first-load JS, the scripts started before the first screen had hydrated, and CSS: gzip -9)",
  );
  say(
    `| page | HTML KB | JS KB | CSS KB | HTML budget | JS budget ${JS_BUDGET_KB} | CSS budget ${CSS_BUDGET_KB} |`,
  );
  say("|---|---|---|---|---|---|---|");
  for (const row of rows) say(row);
  say("");
  say(
    "## Requests started before first paint (Chromium, 412x823 phone, 150 ms RTT, 1.6 Mbit/s, CPU 4x)",
  );
  say(
    `| page | first paint ms | scripts | styles | fonts | first screen hydrated ms | all hydrated ms | budget (scripts ${BEFORE_PAINT.scripts}, styles ${BEFORE_PAINT.styles}, fonts ${BEFORE_PAINT.fonts}) |`,
  );
  say("|---|---|---|---|---|---|---|---|");
  for (const row of paintRows) say(row);
}
