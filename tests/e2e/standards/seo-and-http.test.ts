import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];
const SITE = "https://wanderlust.example";

const app = setupApp({ SITE_URL: SITE });
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request as written (any method, no redirect followed, no decoding). */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(
      `${app.url}${path}`,
      { method, headers: { connection: "close", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The head of a page, as a crawler reads it. */
async function head(path: string) {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    status: response.status,
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    meta,
    robots: meta("robots"),
    types: jsonLd.map((d) => d["@type"]),
    jsonLd,
  };
}

const decode = (url: string | undefined) => (url ?? "").replaceAll("&amp;", "&");

describe("every public page is shareable and understood by search engines", () => {
  const pages: [string, () => string, string[]][] = [
    ["home", () => "/", ["WebSite", "Organization"]],
    ["home 2", () => "/home-2", ["WebSite", "Organization"]],
    ["home 3", () => "/home-3", ["WebSite", "Organization"]],
    ["home 4", () => "/home-4", ["WebSite", "Organization"]],
    ["home 6", () => "/home-6", ["WebSite", "Organization"]],
    ["the archive summary", () => "/archive/summary", ["CollectionPage"]],
    ["a category archive", () => posts[0]!.categories[0]!.href, ["CollectionPage"]],
    ["the hotel reviews", () => "/archive/reviews/hotels/summary", ["CollectionPage"]],
    ["the video archive", () => "/archive-2/summary", ["CollectionPage"]],
    ["the podcast archive", () => "/archive-3/summary", ["CollectionPage"]],
    ["an author", () => "/author/Daniel", ["ProfilePage"]],
    ["the search", () => "/search?q=paris", ["SearchResultsPage"]],
    ["search 2", () => "/search-2", ["SearchResultsPage"]],
    ["about", () => "/about", ["AboutPage"]],
    ["contact", () => "/contact", ["ContactPage"]],
    ["an article", () => posts[0]!.href, ["BreadcrumbList"]],
  ];

  it.each(pages)(
    "%s: absolute canonical, Open Graph and Twitter tags with a fetchable image, JSON-LD",
    async (_kind, pathOf, types) => {
      const path = pathOf();
      const page = await head(path);
      expect(page.status).toBe(200);
      expect(decode(page.canonical)).toBe(`${SITE}${path}`);
      expect(decode(page.meta("og:url"))).toBe(`${SITE}${path}`);
      for (const key of ["og:title", "og:description", "og:type", "og:site_name"]) {
        expect(page.meta(key), key).toBeTruthy();
      }
      expect(page.meta("twitter:card")).toBe("summary_large_image");
      expect(page.meta("twitter:title")).toBeTruthy();
      expect(page.meta("twitter:description")).toBeTruthy();
      const image = page.meta("og:image")!;
      expect(image).toMatch(new RegExp(`^${SITE}/`));
      expect(page.meta("twitter:image")).toBe(image);
      const fetched = await fetch(`${app.url}${image.slice(SITE.length)}`);
      expect(fetched.status, image).toBe(200);
      expect(fetched.headers.get("content-type")).toMatch(/^image\//);
      for (const type of types) expect(page.types).toContain(type);
    },
  );

  it("gives the home a search action on the search page's parameter, and the Organization", async () => {
    const page = await head("/");
    const site = page.jsonLd.find((d) => d["@type"] === "WebSite")!;
    expect(site.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${SITE}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(page.jsonLd.find((d) => d["@type"] === "Organization")).toMatchObject({
      name: "Wanderlust",
      url: `${SITE}/`,
      logo: { url: `${SITE}/favicon.svg` },
    });
  });

  it("lists an archive's posts and names an author's Person", async () => {
    const archive = await head("/archive/summary");
    const list = archive.jsonLd[0]!.mainEntity as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    expect(list.itemListElement[0]!.url).toMatch(new RegExp(`^${SITE}/`));
    const author = await head("/author/Daniel");
    expect(author.jsonLd[0]!.mainEntity).toMatchObject({
      "@type": "Person",
      name: expect.stringContaining("Daniel"),
      url: `${SITE}/author/Daniel`,
    });
  });

  it("keeps the page of a list in its canonical URL and drops sort and tracking parameters", async () => {
    const page = await head("/archive/summary?sort=oldest&page=2&utm_source=news");
    expect(decode(page.canonical)).toBe(`${SITE}/archive/summary?page=2`);
    expect(decode((await head("/search?q=paris&sort=recent")).canonical)).toBe(
      `${SITE}/search?q=paris`,
    );
  });

  it("keeps the template pages and a missing archive out of the index, without JSON-LD", async () => {
    for (const path of ["/login", "/dashboard"]) {
      const page = await head(path);
      expect(page.robots, path).toBe("noindex");
      expect(page.types, path).toEqual([]);
    }
    const missing = await head("/archive/999999/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.robots).toBe("noindex");
    expect(missing.canonical).toBeUndefined();
  });
});

describe("one URL per page", () => {
  it.each([
    ["/about/", "/about"],
    ["/ABOUT", "/about"],
    ["/archive/summary/", "/archive/summary"],
    ["/Archive/Summary", "/archive/summary"],
    ["/About/?utm_source=x", "/about?utm_source=x"],
  ])("redirects %s permanently to %s", async (from, to) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await raw(method, from);
      expect(response.status, method).toBe(301);
      expect(response.headers.location, method).toBe(to);
    }
  });

  it("answers the API, an author with capitals and a post where they are, unchanged", async () => {
    const author = (await raw("GET", "/author/Daniel")).status;
    expect(author).toBe(200);
    expect((await raw("GET", "/api/GetPosts")).status).toBe(200);
    expect((await raw("GET", posts[0]!.href)).status).toBe(200);
    expect((await raw("GET", "/about.data")).status).toBe(200);
  });

  it("serves /favicon.ico as an icon, cached for long", async () => {
    const response = await raw("GET", "/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/x-icon");
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    expect(response.body.readUInt16LE(0)).toBe(0);
    expect(response.body.readUInt16LE(2)).toBe(1);
    expect(response.body.readUInt16LE(4)).toBeGreaterThan(0);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers["cache-control"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
  });
});

describe("one URL per page, where only the loader knows it", () => {
  // A category of the first post: its href is the canonical /archive/{id}/{slug}.
  const category = () => posts[0]!.categories[0]!;
  const slugless = () => category().href.replace(/\/[^/]+$/, "");

  it.each([
    ["a wrong slug", () => `${slugless()}/nonsense-slug`, () => category().href],
    ["no slug", () => slugless(), () => category().href],
    [
      "a wrong slug, with the page's parameters kept and others dropped",
      () => `${slugless()}/nonsense-slug?sort=viewed&utm_source=x&page=1`,
      () => `${category().href}?sort=viewed`,
    ],
    [
      "extra segments around the id",
      () => `/archive/tags/${category().id}/x/y`,
      () => category().href,
    ],
    [
      "a wrong slug in the video archive",
      () => `${slugless().replace("/archive/", "/archive-2/")}/x?sort=curated`,
      () => `${category().href.replace("/archive/", "/archive-2/")}?sort=curated`,
    ],
    [
      "no slug in the podcast archive",
      () => slugless().replace("/archive/", "/archive-3/"),
      () => category().href.replace("/archive/", "/archive-3/"),
    ],
    ["an author in lower case", () => "/author/daniel", () => "/author/Daniel"],
    ["an author in capitals, paged", () => "/author/DANIEL?page=2", () => "/author/Daniel?page=2"],
  ])("redirects %s permanently to the canonical href", async (_, from, to) => {
    // Twice: a redirect is never stored in the page cache, nor served from it.
    for (const method of ["GET", "HEAD", "GET"]) {
      const response = await raw(method, from());
      expect(response.status, `${method} ${from()}`).toBe(301);
      expect(response.headers.location, method).toBe(to());
      expect(response.headers["x-cache"], method).toBeUndefined();
    }
  });

  it("answers the canonical pages themselves", async () => {
    for (const path of [
      category().href,
      category().href.replace("/archive/", "/archive-2/"),
      category().href.replace("/archive/", "/archive-3/"),
      "/author/Daniel",
    ]) {
      expect((await raw("GET", path)).status, path).toBe(200);
    }
  });

  it("still answers 404 to an unknown id or author", async () => {
    for (const path of [
      "/archive/999999/nowhere",
      "/archive/999999",
      "/archive-2/999999/x",
      "/archive-3/999999",
      "/author/nobody",
    ]) {
      expect((await raw("GET", path)).status, path).toBe(404);
    }
  });

  it("gives a client navigation's data request React Router's redirect", async () => {
    for (const [from, to] of [
      [`${slugless()}/nonsense-slug.data`, category().href],
      ["/author/daniel.data", "/author/Daniel"],
    ]) {
      const response = await raw("GET", from!);
      // React Router's single-fetch redirect: 202 with the target in its turbo-stream body.
      expect(response.status, from).toBe(202);
      expect(response.headers["x-remix-response"], from).toBe("yes");
      const body = response.body.toString();
      expect(body, from).toContain(JSON.stringify(to));
      expect(body, from).toContain("301");
    }
  });
});

describe("HTTP done right", () => {
  it.each(["identity", "gzip", "br"])(
    "answers HEAD on the API with GET's headers (%s)",
    async (encoding) => {
      const headers = { "accept-encoding": encoding };
      const get = await raw("GET", "/api/GetPosts", headers);
      const headResponse = await raw("HEAD", "/api/GetPosts", headers);
      expect(headResponse.body.length).toBe(0);
      for (const name of ["content-length", "etag", "content-type", "content-encoding"]) {
        expect(headResponse.headers[name], name).toBe(get.headers[name]);
      }
      expect(Number(get.headers["content-length"])).toBe(get.body.length);
    },
  );

  it("answers TRACE and methods it does not know with 405 and Allow, or 501, never 500", async () => {
    const html = await (await fetch(app.url)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    for (const path of ["/", "/api/GetPosts", asset, "/media/hero.jpg"]) {
      for (const method of ["TRACE", "FOO", "PROPFIND"]) {
        const response = await raw(method, path);
        const ok =
          (response.status === 405 && /GET/.test(String(response.headers.allow))) ||
          response.status === 501;
        expect(ok, `${method} ${path}: ${response.status} ${response.headers.allow}`).toBe(true);
        // Answered by Node's parser (501) or by the app (405): the security headers all the same.
        expect(response.headers["x-content-type-options"], `${method} ${path}`).toBe("nosniff");
        expect(response.headers["strict-transport-security"], `${method} ${path}`).toMatch(
          /max-age=/,
        );
        expect(response.headers["content-security-policy"], `${method} ${path}`).toMatch(
          /default-src 'none'|frame-ancestors 'none'/,
        );
      }
    }
  });

  it("ignores an If-Modified-Since that is not an HTTP-date, or names a time still to come", async () => {
    for (const path of ["/feeds/rss.xml", "/sitemap.xml"]) {
      const first = await raw("GET", path);
      const lastModified = String(first.headers["last-modified"]);
      expect((await raw("GET", path, { "if-modified-since": lastModified })).status, path).toBe(
        304,
      );
      for (const since of ["3000", "tomorrow 2099", "Fri, 01 Jan 2100 00:00:00 GMT"]) {
        const answer = await raw("GET", path, { "if-modified-since": since });
        expect(answer.status, `${path} ${since}`).toBe(200);
      }
    }
  });

  it("answers OPTIONS with Allow and no body, without a stack trace in the log", async () => {
    const before = app.server.logs().length;
    for (const path of ["/api/GetPosts", "/", "/contact"]) {
      const response = await raw("OPTIONS", path);
      expect([200, 204]).toContain(response.status);
      expect(response.headers.allow, path).toMatch(/GET/);
      expect(response.body.length, path).toBe(0);
    }
    expect((await raw("OPTIONS", "/api/contact")).headers.allow).toMatch(/POST/);
    expect(app.server.logs().slice(before)).not.toMatch(/\n\s+at /);
  });

  it.each(["/about", "/api/GetPosts", "/feeds/rss.xml", "/sitemap.xml"])(
    "gives each encoding of %s its own ETag, and 304 for each",
    async (path) => {
      const tags = new Map<string, string>();
      for (const encoding of ["identity", "gzip", "br"]) {
        const response = await raw("GET", path, { "accept-encoding": encoding });
        expect(response.status).toBe(200);
        tags.set(encoding, String(response.headers.etag));
      }
      expect(new Set(tags.values()).size).toBe(3);
      for (const [encoding, etag] of tags) {
        const again = await raw("GET", path, {
          "accept-encoding": encoding,
          "if-none-match": etag,
        });
        expect(again.status, encoding).toBe(304);
        expect(again.headers.etag, encoding).toBe(etag);
      }
      // Another encoding's tag does not validate this one's bytes.
      const other = await raw("GET", path, {
        "accept-encoding": "identity",
        "if-none-match": tags.get("gzip")!,
      });
      expect(other.status).toBe(200);
    },
  );
});
