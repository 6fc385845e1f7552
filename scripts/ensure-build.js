// `npm start` builds first when there is no build, or when a source file is newer than it.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const OUTPUT = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
const SOURCES = [
  "app",
  "server",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "scripts/build-service-worker.ts",
];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const built = fs.existsSync(OUTPUT) ? fs.statSync(OUTPUT).mtimeMs : 0;
if (built === 0 || SOURCES.some((s) => newest(s) > built)) {
  console.log(built === 0 ? "No build yet: building..." : "Sources changed: rebuilding...");
  // Always a production build: test runners set NODE_ENV=test, which would ship development React.
  // `npm run build`: the icon sprite, React Router's build, the service worker.
  execSync("npm run build", {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
