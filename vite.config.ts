import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

/** The whole client module graph, which the chunk plan reads (a plugin context gives it). */
interface ModuleGraph {
  getModuleIds: () => Iterable<string>;
  getModuleInfo: (id: string) => Rolldown.ModuleInfo | null;
}

/** The framework every page runs: one chunk, cached across deploys of our own code. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/** The dialog/menu library and its helpers: never in a page's own chunk (see lazy boundaries). */
const HEADLESS = /\/node_modules\/(@headlessui|@floating-ui|@react-aria|@tanstack|tabbable)\//;
/** React Router's client entry of each route module (one Rollup input per route). */
const ROUTE_ENTRY = "?__react-router-build-client-route";

/**
 * The route family a route module belongs to: the modules several routes of one family share go
 * into one chunk per family. The root, the site layout and the error boundary load on every page.
 */
function familyOf(entry: string): string {
  if (!entry.endsWith(ROUTE_ENTRY)) return "shared"; // the client entry
  const file = entry.slice(0, -ROUTE_ENTRY.length);
  if (/\/app\/root\.tsx$|\/app\/features\/shell\/(site-layout|error-boundary)\.tsx$/.test(file))
    return "shared";
  const feature = /\/app\/features\/([^/]+)\//.exec(file)?.[1];
  if (feature === "archive" || feature === "author") return "archive";
  if (feature === "article" || feature === "trips" || feature === "search" || feature === "home")
    return feature;
  return "pages";
}

/** Below this many bytes (source, before minifying) a pair of families' modules joins "shared". */
const SMALL_GROUP = 10_000;
/** Families of the pages fewer people open: they take an extra chunk rather than the others. */
const SECONDARY = ["search", "pages"];

/** Where each module of the client graph goes, worked out once per build. */
function planChunks({ getModuleIds, getModuleInfo }: ModuleGraph): Map<string, string> {
  const familiesOf = new Map<string, Set<string>>();
  const entryCount = new Map<string, number>();
  for (const id of getModuleIds()) {
    const families = new Set<string>();
    const entries = new Set<string>();
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const module = stack.pop()!;
      if (seen.has(module)) continue;
      seen.add(module);
      const info = getModuleInfo(module);
      if (!info) continue;
      if (info.isEntry) {
        entries.add(module);
        families.add(familyOf(module.replaceAll("\\", "/")));
      } else stack.push(...info.importers); // static imports only: lazy code stays lazy
    }
    familiesOf.set(id, families);
    entryCount.set(id, entries.size);
  }
  const plan = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const [id, families] of familiesOf) {
    const path = id.replaceAll("\\", "/");
    const real = path.replace(/^\0/, "").replace(/\?.*$/, "");
    let chunk: string | undefined;
    // Rollup's helpers for CommonJS (React is CommonJS) go with the framework that uses them:
    // in "shared" they made the two chunks import each other.
    if (FRAMEWORK.test(real) || real.includes("commonjsHelpers")) chunk = "framework";
    else if (real.includes("vite/preload-helper")) chunk = "shared";
    else if (path.endsWith(ROUTE_ENTRY) || families.size === 0) chunk = undefined;
    // Reached by one route only: it stays in that route's chunk (Rollup's default).
    else if (entryCount.get(id)! <= 1 && !families.has("shared")) chunk = undefined;
    else if (HEADLESS.test(real)) chunk = "headless";
    else if (families.has("shared") || families.size > 2) chunk = "shared";
    else chunk = `route-${[...families].sort().join("-")}`;
    if (!chunk) continue;
    plan.set(id, chunk);
    if (!real.includes("/@heroicons/"))
      sizes.set(chunk, (sizes.get(chunk) ?? 0) + (getModuleInfo(id)?.code?.length ?? 0));
  }
  // A pair with a secondary family (search, template pages) joins the other family's chunk: those
  // pages load one more chunk, not the main ones. Any other small pair joins "shared".
  for (const [id, chunk] of plan) {
    const pair = /^route-(\w+)-(\w+)$/.exec(chunk);
    if (!pair) continue;
    const main = pair.slice(1).filter((family) => !SECONDARY.includes(family));
    if (main.length === 1) plan.set(id, `route-${main[0]}`);
    else if (sizes.get(chunk)! < SMALL_GROUP) plan.set(id, "shared");
  }
  return plan;
}

let plan: Map<string, string> | undefined;

/**
 * Rollup's default makes one chunk per set of routes sharing a module: 40+ files of 1-3 KB before
 * the first paint, each a request for a phone on a slow network. Instead, on purpose: the framework;
 * "shared" (what the root, the layout or three families and more use); one chunk per route family
 * (and per pair of families sharing more than a helper); each route's own code stays in its route
 * chunk, and lazily loaded code (`lazy(() => import())`) stays lazy: only static imports count.
 * The plan needs the whole module graph, which Rolldown (Vite 8) gives a plugin's buildEnd, not
 * manualChunks: it is made there, once per build, and manualChunks reads it.
 */
const chunkPlan: Plugin = {
  name: "wanderlust:chunk-plan",
  apply: "build",
  buildEnd() {
    plan = planChunks({
      getModuleIds: () => this.getModuleIds(),
      getModuleInfo: (id: string) => this.getModuleInfo(id),
    });
  },
};

function manualChunks(id: string): string | undefined {
  return plan?.get(id);
}

// The server build's entry is server/app.ts: it bundles the Express app together with the
// React Router build, so `node server/start.js` runs compiled code only (see docs/decisions/001).
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // Terser rather than esbuild for the browser's code: 3.4 KB less gzip on the framework chunk
    // alone (111.8 -> 108.3 KB), which every page loads first (issue 24: first-load JS <= 120 KB).
    ...(isSsrBuild
      ? {}
      : { minify: "terser" as const, terserOptions: { compress: { passes: 2 } } }),
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { entryFileNames: "assets/[name]-[hash].js", manualChunks } },
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [chunkPlan])],
}));
