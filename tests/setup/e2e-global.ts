import { execFileSync } from "node:child_process";

/** Browser tests drive the real production build: make sure it is there and current. */
export default function setup() {
  execFileSync("node", ["scripts/ensure-build.js"], { stdio: "inherit" });
}
