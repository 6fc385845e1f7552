import { launchBrowser } from "#scripts/lib/browser.ts";
const b = await launchBrowser();
const article = (await (await fetch("http://localhost:3999/api/GetPosts")).json()).find((p: any) => p.postType === "standard").href;
for (const path of ["/", "/archive/summary", article, "/trips"]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const p = await ctx.newPage();
  await p.addInitScript(() => { (window as any).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true }); });
  const cdp = await ctx.newCDPSession(p);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await p.goto("http://localhost:3999" + path, { waitUntil: "load" });
  await p.waitForSelector("html[data-hydrated]");
  await p.waitForTimeout(3000);
  const lt = await p.evaluate(() => (window as any).__lt);
  const fcp = await p.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
  console.log(path, "fcp", Math.round(fcp), "long tasks", JSON.stringify(lt), "TBT~", lt.reduce((s: number, [, d]: number[]) => s + Math.max(0, d - 50), 0));
  await ctx.close();
}
await b.close();
