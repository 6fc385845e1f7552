import { launchBrowser } from "#scripts/lib/browser.ts";
const path = process.argv[2] ?? "/";
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await b.startTracing(p, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink.user_timing"] });
await p.goto("http://localhost:3999" + path, { waitUntil: "load" });
await p.waitForSelector("html[data-hydrated]");
await p.waitForTimeout(2500);
const buf = await b.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const names = events.filter((e) => e.name === "thread_name").map((e) => [e.pid, e.tid, e.args?.name]); const longest = new Map<string, number>(); for (const e of events) if (e.name === "RunTask") longest.set(e.pid + ":" + e.tid, (longest.get(e.pid + ":" + e.tid) ?? 0) + (e.dur ?? 0)); console.log(JSON.stringify(names.filter((n) => /Main/.test(n[2])))); const mainKey = [...longest].filter(([k]) => names.some((n) => n[0] + ":" + n[1] === k && n[2] === "CrRendererMain")).sort((a, b) => b[1] - a[1])[0][0]; const main = { pid: Number(mainKey.split(":")[0]), tid: Number(mainKey.split(":")[1]) };
const evs = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
const tasks = evs.filter((e) => e.name === "RunTask" && e.dur > 50_000);
const t0 = Math.min(...evs.map((e) => e.ts));
for (const t of tasks) {
  const inside = evs.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
  const sums = new Map<string, number>();
  for (const e of inside) { const k = e.name + (e.args?.data?.url ? " " + e.args.data.url.split("/").pop() : "") + (e.args?.data?.functionName ? " fn:" + e.args.data.functionName : ""); sums.set(k, (sums.get(k) ?? 0) + e.dur); }
  console.log(`task at ${Math.round((t.ts - t0) / 1000)} ms, ${Math.round(t.dur / 1000)} ms:`, [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${Math.round(v / 1000)}`).join("; "));
}
await b.close();
