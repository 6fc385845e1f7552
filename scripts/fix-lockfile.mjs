// Usage: node scripts/fix-lockfile.mjs package-lock.json   (after any `npm install` that changes the lock)
// Adds the platform-specific optional packages npm 11.19 left out of package-lock.json,
// with versions and integrity from the registry, so `npm ci` accepts the lock file.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pkgs = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution: nested first, then hoisted.
    const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    let last;
    try {
      const info = JSON.parse(execFileSync("npm", ["view", `${name}@${range}`, "version", "dist.integrity", "os", "cpu", "libc", "license", "engines", "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
      last = Array.isArray(info) ? info[info.length - 1] : info;
    } catch {
      // Not on the registry this machine reaches: describe its platform from its name, so npm
      // skips it as a platform mismatch instead of fetching it.
      last = { version: range.replace(/^[\^~]/, ""), ...platformOf(name) };
    }
    const record = { version: last.version };
    if (last["dist.integrity"]) record.integrity = last["dist.integrity"];
    if (last.license) record.license = last.license;
    if (entry.dev) record.dev = true;
    record.optional = true;
    for (const f of ["os", "cpu", "libc"]) if (last[f]) record[f] = last[f];
    if (last.engines) record.engines = last.engines;
    pkgs[hoisted] = record;
    added++;
    console.log("added", hoisted, record.version);
  }
}
// keep keys sorted like npm does
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log("total added", added);

function platformOf(name) {
  const n = name.toLowerCase();
  const os = ["android", "darwin", "win32", "freebsd", "openbsd", "netbsd", "sunos", "aix", "linux"].find((o) => n.includes(o));
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"].find((c) => new RegExp(`(^|[-_/])${c}($|[-_])`).test(n.replace(/eabi|gnueabihf|musleabihf/g, "")));
  const out = {};
  if (os) out.os = [os];
  if (cpu) out.cpu = [cpu];
  if (n.includes("musl")) out.libc = ["musl"];
  else if (os === "linux" && n.includes("gnu")) out.libc = ["glibc"];
  return out;
}
