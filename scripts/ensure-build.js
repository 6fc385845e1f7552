// @ts-check
// Builds first when there is no build, or when a source file is newer than it:
//   node scripts/ensure-build.js             the site (`npm start`): `npm run build`
//   node scripts/ensure-build.js --scripts   the owners' scripts only (their npm scripts), which
//                                            takes a second rather than the site's whole build
// In a production install (`npm prune --omit=dev`) the tools that build are gone: an up-to-date
// build runs as it is; a build older than the sources runs too, with a warning (a deploy that
// touched files without rebuilding must not take the site down); no build at all is an error
// that says what to do (docs/scaling.md#a-server-install).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { OWNER_SCRIPTS } from "./owner-scripts.js";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SCRIPTS = process.argv.includes("--scripts");

const target = SCRIPTS
  ? {
      what: "the owners' scripts",
      outputs: OWNER_SCRIPTS.map((name) => path.join(BUILD_DIR, "scripts", `${name}.js`)),
      sources: [
        "app",
        "package.json",
        "scripts/build-owner-scripts.ts",
        "scripts/owner-scripts.js",
        ...OWNER_SCRIPTS.map((name) => `scripts/${name}.ts`),
      ],
      tools: ["tsx"],
      command: ["node_modules/.bin/tsx", "scripts/build-owner-scripts.ts"],
    }
  : {
      what: "the site",
      outputs: [path.join(BUILD_DIR, "server/index.js")],
      sources: [
        "app",
        "server",
        "vite.config.ts",
        "react-router.config.ts",
        "package.json",
        "scripts/build-service-worker.ts",
      ],
      tools: ["tsx", "react-router"],
      // `npm run build`: the icon sprite, React Router's build, the service worker, the owners'
      // scripts.
      command: ["npm", "run", "build"],
    };

/** @param {string} target */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

// The oldest output (0 when one is missing) against the newest source.
const built = Math.min(
  ...target.outputs.map((output) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0)),
);
const stale = built > 0 && target.sources.some((source) => newest(source) > built);

// Messages go to stderr, and so does the build's output: a script's stdout stays its own
// (`npm run stats -- --json` prints JSON only).
if (built > 0 && !stale) {
  if (!SCRIPTS) console.error(`The build in ${BUILD_DIR}/ is up to date: no rebuild.`);
  process.exit(0);
}

const absent = target.tools.filter((tool) => !fs.existsSync(path.join("node_modules/.bin", tool)));
if (absent.length) {
  const install = `the development tools that build are not installed (no ${absent.join(", ")} in node_modules/.bin: a production install, after npm prune --omit=dev)`;
  const how = "build where they are: npm ci && npm run build, then npm prune --omit=dev";
  if (stale) {
    console.error(
      `Warning: sources are newer than the build of ${target.what} in ${BUILD_DIR}/, but ${install}: running the build as it is. To update it, ${how}.`,
    );
    process.exit(0);
  }
  console.error(
    `No build of ${target.what} in ${BUILD_DIR}/ (${target.outputs.find((o) => !fs.existsSync(o))} is missing), and ${install}. To make one, ${how}.`,
  );
  process.exit(1);
}

console.error(
  built === 0
    ? `No build of ${target.what} yet: building...`
    : `Sources of ${target.what} changed: rebuilding...`,
);
// Always a production build: test runners set NODE_ENV=test, which would ship development React.
const [command = "npm", ...args] = target.command;
const result = spawnSync(command, args, {
  stdio: ["inherit", 2, "inherit"],
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) {
  console.error(
    `Building ${target.what} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}).`,
  );
  process.exit(1);
}
