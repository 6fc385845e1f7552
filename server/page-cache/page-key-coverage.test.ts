import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, describe, expect, it } from "vitest";
import { KNOWN_PARAMS, querySpecOf } from "#app/lib/query-params.ts";
import routes from "#app/routes.ts";
import { ANY, queryReads } from "#tests/setup/route-query-reads.ts";
import { PageCache } from "./page-cache.ts";

/**
 * The page cache keys a page by the query parameters its routes declare in `handle.query`
 * (server/page-cache/page-key.ts) and renders it from that URL: a parameter a cached route reads
 * without declaring it never reaches the page. Every route is found through app/routes.ts, wherever
 * its file lives; what it reads is found in its module and everything that module imports
 * (tests/setup/route-query-reads.ts).
 */

interface Route {
  id: string;
  /** A URL the route answers (its dynamic segments filled in). */
  url: string;
  /** Its module and its layouts' (root first), relative to app/. */
  files: string[];
}

function flatten(entries: RouteConfigEntry[], parent: Route): Route[] {
  return entries.flatMap((entry) => {
    const segment = (entry.path ?? "").replace(/:\w+\??|\*/g, "x");
    const url = segment ? `${parent.url.replace(/\/$/, "")}/${segment}` : parent.url;
    const route = { id: entry.id ?? entry.file, url, files: [...parent.files, entry.file] };
    return [route, ...flatten(entry.children ?? [], route)];
  });
}

const ROUTES = flatten(routes, { id: "root", url: "/", files: ["root.tsx"] });

const isCached = (url: string) =>
  PageCache.isPage({ method: "GET", url, headers: {} } as IncomingMessage);

/** The parameters a route's modules declare in `handle.query`. */
async function declared(route: Route): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of route.files) {
    const module = (await import(/* @vite-ignore */ path.resolve("app", file))) as {
      handle?: unknown;
    };
    for (const name of Object.keys(querySpecOf(module.handle)?.rules ?? {})) names.add(name);
  }
  return names;
}

/** What a cached route reads but does not declare, one line each. */
async function undeclaredReads(route: Route): Promise<string[]> {
  const own = await declared(route);
  const problems: string[] = [];
  for (const file of route.files) {
    for (const [name, where] of queryReads(path.join("app", file))) {
      if (name === ANY) {
        problems.push(`${route.url} (${route.id}): ${where} reads a query parameter not known`);
      } else if (!own.has(name)) {
        problems.push(`${route.url} (${route.id}): ${where} reads "${name}", not in handle.query`);
      }
    }
  }
  return problems;
}

describe("the query parameters each cached page reads are in its handle.query", () => {
  it("finds every route of app/routes.ts, and which are cached", () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(isCached("/archive/x/x")).toBe(true);
    expect(isCached("/api/GetPosts")).toBe(false);
    for (const route of ROUTES) {
      for (const file of route.files)
        expect(fs.existsSync(path.join("app", file)), file).toBe(true);
    }
  });

  it("every cached route declares each parameter it or its layouts read", async () => {
    const problems: string[] = [];
    for (const route of ROUTES.filter((r) => isCached(r.url))) {
      problems.push(...(await undeclaredReads(route)));
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("sees every parameter of the QUERY table read by some cached page", () => {
    const read = new Set<string>();
    for (const route of ROUTES.filter((r) => isCached(r.url))) {
      for (const file of route.files) {
        for (const name of queryReads(path.join("app", file)).keys()) read.add(name);
      }
    }
    expect([...KNOWN_PARAMS].filter((name) => !read.has(name))).toEqual([]);
  });
});

describe("queryReads", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-query-reads-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };

  it("finds readQuery's names used, search params read by name, constants, imports", () => {
    write("names.ts", 'export const TAB = "tab";\n');
    write("lazy.tsx", 'export const x = (u: URL) => u.searchParams.get("lazy");\n');
    const page = write(
      "page.tsx",
      `import { TAB } from "./names.ts";
import type { Unused } from "./types.ts";
const OWN = "own";
export function loader({ request }: { request: Request }) {
  const query = readQuery(request.url, QUERY.archive);
  const url = new URL(request.url);
  return [query.sort, url.searchParams.get("utm"), new URL(request.url).searchParams.has(OWN)];
}
export function Component() {
  const [params] = useSearchParams();
  const live = new URLSearchParams(window.location.search);
  void import("./lazy.tsx");
  return [params.get(TAB), live.getAll("many"), new Map().get("not-a-param")];
}
export const handle = { query: QUERY.archive };
`,
    );
    expect([...queryReads(page).keys()].sort()).toEqual(
      ["lazy", "many", "own", "sort", "tab", "utm"].sort(),
    );
  });

  it("counts every name of a spec whose result is used whole, and ANY for unknown names", () => {
    const whole = write(
      "whole.ts",
      `export function loader(request: Request, name: string) {
  const query = readQuery(request.url, QUERY.home);
  return [query[name], new URL(request.url).searchParams.get(name)];
}
`,
    );
    expect([...queryReads(whole).keys()].sort()).toEqual([ANY, "page", "show"].sort());
    const api = write("api.ts", "export const loader = (r: Request) => parseQuery(r, schema);\n");
    expect([...queryReads(api).keys()]).toEqual([ANY]);
  });
});
