// `tsx scripts/build-owner-scripts.ts`, run by `npm run build` (and by scripts/ensure-build.js
// --scripts when only these are out of date): bundles the owners' scripts (OWNER_SCRIPTS) into
// BUILD_DIR/scripts/NAME.js, which their npm scripts run with plain Node. A production install
// drops the development tools (`npm prune --omit=dev`: no tsx, no esbuild), and Node's own type
// stripping cannot run the app's code (it refuses the parameter properties of
// app/features/content/content-error.server.ts, for one): so the TypeScript is compiled here, by
// esbuild, the compiler tsx itself uses (docs/decisions/023-owners-scripts-from-the-build.md).
// npm packages stay imports, resolved from node_modules at run time; each must be a production
// dependency, which this checks, so that a pruned install cannot miss one.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { OWNER_SCRIPTS } from "./owner-scripts.js";

const outdir = path.resolve(process.env.BUILD_DIR ?? "build", "scripts");
fs.rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: OWNER_SCRIPTS.map((name) => path.resolve("scripts", `${name}.ts`)),
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node26",
  // Bare imports stay imports (node_modules); the app's `#app/...` imports are bundled.
  packages: "external",
  alias: { "#app": path.resolve("app") },
  metafile: true,
  logLevel: "warning",
});

/** The package an import names: `pkg` of `pkg/sub`, `@scope/pkg` of `@scope/pkg/sub`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const { dependencies = {} } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  dependencies?: Record<string, string>;
};
const builtins = new Set(builtinModules);
const missing = new Set<string>();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith("node:") || builtins.has(specifier)) continue;
    if (!(packageOf(specifier) in dependencies)) missing.add(packageOf(specifier));
  }
}
if (missing.size) {
  console.error(
    `The owners' scripts import ${[...missing].join(", ")}, not in package.json "dependencies": a production install (npm prune --omit=dev) would not have them.`,
  );
  process.exit(1);
}
console.log(`Owners' scripts: ${OWNER_SCRIPTS.length} bundled into ${path.relative(".", outdir)}`);
