import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv, parseTrustProxy, VARIABLES } from "#app/env.server.ts";

const POSTGRES = "postgres://user@db:5432/wanderlust";

describe("the settings server/start.js takes from env()", () => {
  it("defaults to one production worker a core serving the build, with the page cache on", () => {
    const cores = os.availableParallelism();
    const config = parseEnv({});
    expect(config.NODE_ENV).toBe("production");
    expect(config.WORKERS).toBe(cores);
    expect(config.PAGE_CACHE).toBe("on");
    expect(config.BUILD_DIR).toBeUndefined();
    expect(parseEnv({ WORKERS: "", PAGE_CACHE: "", BUILD_DIR: "" }).WORKERS).toBe(cores);
    expect(parseEnv({ WORKERS: "auto" }).WORKERS).toBe(cores);
    // npm run dev: one process (its Vite server), unless WORKERS says otherwise.
    expect(parseEnv({ NODE_ENV: "development" }).WORKERS).toBe(1);
  });

  it("takes WORKERS from 1 to 256 on SQLite as on PostgreSQL, and names a bad value", () => {
    expect(parseEnv({ WORKERS: "4", DATABASE_URL: POSTGRES }).WORKERS).toBe(4);
    for (const database of [undefined, "sqlite:./data/x.sqlite"]) {
      expect(parseEnv({ WORKERS: "2", DATABASE_URL: database }).WORKERS).toBe(2);
      expect(parseEnv({ WORKERS: "1", DATABASE_URL: database }).WORKERS).toBe(1);
    }
    expect(parseEnv({ WORKERS: "256" }).WORKERS).toBe(256);
    for (const bad of ["0", "-1", "1.5", "two", "257", "Auto", "2x"]) {
      expect(() => parseEnv({ WORKERS: bad }), bad).toThrow(
        "Invalid environment:\n  WORKERS: must be auto (one a core) or 1 to 256",
      );
    }
  });

  it("takes PAGE_CACHE on or off, BUILD_DIR and NODE_ENV, and names a bad one", () => {
    expect(parseEnv({ PAGE_CACHE: "off" }).PAGE_CACHE).toBe("off");
    expect(parseEnv({ BUILD_DIR: "/tmp/build-b" }).BUILD_DIR).toBe("/tmp/build-b");
    expect(parseEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
    expect(() => parseEnv({ PAGE_CACHE: "false" })).toThrow(
      "Invalid environment:\n  PAGE_CACHE: must be on or off",
    );
    expect(() => parseEnv({ NODE_ENV: "staging", PORT: "70000" })).toThrow(
      /^Invalid environment:\n {2}NODE_ENV: .*\n {2}PORT: /,
    );
  });
});

describe("app/env.server.ts", () => {
  it("is the only reader of the environment in app/ and server/", () => {
    const readers = ["app", "server"]
      .flatMap((dir) =>
        fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
      )
      .filter((file) => /\.(ts|tsx|js)$/.test(file))
      .filter((file) => /\bprocess\.env\b/.test(fs.readFileSync(file, "utf8")));
    expect(readers).toEqual([path.join("app", "env.server.ts")]);
  });

  it("reads only variables the README's configuration table explains", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Scripts"));
    const missing = VARIABLES.filter(
      (name) => !new RegExp(`^\\| (\`\\w+\` / )?\`${name}\``, "m").test(table),
    );
    expect(missing).toEqual([]);
    expect(VARIABLES).toEqual(
      expect.arrayContaining(["NODE_ENV", "BUILD_DIR", "WORKERS", "PAGE_CACHE"]),
    );
  });
});

describe("TRUST_PROXY", () => {
  it("trusts nothing when unset, empty, false or 0", () => {
    for (const value of [undefined, "", "  ", "false", "0"]) {
      expect(parseTrustProxy(value)).toBe(false);
    }
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("takes names, addresses and CIDR ranges, comma-separated, as Express does", () => {
    const list =
      "loopback, linklocal,uniquelocal, 10.0.0.1, 10.0.0.0/8, 10.0.0.0/255.0.0.0, ::1, fd00::/8";
    const parsed = parseTrustProxy(list);
    expect(parsed).toEqual([
      "loopback",
      "linklocal",
      "uniquelocal",
      "10.0.0.1",
      "10.0.0.0/8",
      "10.0.0.0/255.0.0.0",
      "::1",
      "fd00::/8",
    ]);
    // Express (proxy-addr) compiles every accepted value.
    expect(() => express().set("trust proxy", parsed)).not.toThrow();
  });

  it("refuses true (any client could forge its address) and anything unknown, with a message", () => {
    expect(parseTrustProxy("true")).toMatch(/forged|X-Forwarded-For/);
    for (const bad of ["yes", "10.0.0.300", "10.0.0.0/33", "::1/129", "loopback;1", "1.5", "-1"]) {
      expect(parseTrustProxy(bad), bad).toMatch(/is not a hop count/);
    }
  });
});
