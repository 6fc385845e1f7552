import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
const base = "http://localhost:" + (process.env.P ?? "3999");
const paths = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const path of paths) for (let i = 0; i < Number(process.env.N ?? 2); i++) {
  const r = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  const v = (k: string) => Math.round(a[k]?.numericValue ?? -1);
  console.log(path, i, "perf", Math.round((r!.lhr.categories.performance.score ?? 0) * 100), "FCP", v("first-contentful-paint"), "LCP", v("largest-contentful-paint"), "TBT", v("total-blocking-time"), "SI", v("speed-index"), "CLS", a["cumulative-layout-shift"].numericValue?.toFixed(3), "load", (await import("node:os")).loadavg()[0].toFixed(1));
}
await chrome.kill();
