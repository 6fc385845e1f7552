// `tsx scripts/build-service-worker.ts`, run by `npm run build` after React Router's build
// (docs/offline.md). Writes into the client build:
// - offline-assets.json: the asset graph, each hashed asset and the assets it names (static and
//   lazy imports, styles, fonts, the sprite), so that saving an article keeps every file its page
//   can load offline, and nothing else;
// - sw.js: app/features/offline/service-worker.ts bundled with Workbox, stamped with this release.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { AssetGraph } from "#app/lib/offline.ts";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const assetsDir = path.join(client, "assets");

// The files a saved page can use: scripts, styles, woff2 fonts (every browser that runs a service
// worker reads woff2, so the woff copies are never asked for) and the icon sprite.
const names = fs
  .readdirSync(assetsDir)
  .filter((name) => /\.(js|css|woff2|svg)$/.test(name))
  .sort();
const graph: Record<string, string[]> = {};
for (const name of names) {
  // React Router's route manifest names every route's module as data, not as an import: a page
  // loads another route's module only when it goes there.
  if (!/\.(js|css)$/.test(name) || /^manifest-[0-9a-f]+\.js$/.test(name)) continue;
  const text = fs.readFileSync(path.join(assetsDir, name), "utf8");
  // Every name is hashed (name-XXXXXXXX.ext): a name in a file's text is a reference to it.
  const refs = names.filter((other) => other !== name && text.includes(other));
  if (refs.length) graph[name] = refs;
}

const release = createHash("sha256")
  .update(names.join("\n"))
  .update(fs.readFileSync(path.resolve("app/features/offline/service-worker.ts")))
  .digest("hex")
  .slice(0, 12);
const manifest: AssetGraph = { release, graph };
fs.writeFileSync(path.join(client, "offline-assets.json"), JSON.stringify(manifest));

await build({
  entryPoints: [path.resolve("app/features/offline/service-worker.ts")],
  outfile: path.join(client, "sw.js"),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  define: { RELEASE: JSON.stringify(release), "process.env.NODE_ENV": '"production"' },
  alias: { "#app": path.resolve("app") },
  logLevel: "warning",
});
console.log(`Service worker: release ${release}, ${names.length} assets in its graph`);
