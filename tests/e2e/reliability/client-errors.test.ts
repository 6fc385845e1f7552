import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";

// No render budget here: floods of bad requests must reach the code that answers them.
const app = setupApp({ RATE_LIMIT: "off", PAGE_RENDERS_PER_SECOND: "0" });

/** Sends `request` as raw bytes; resolves with the answer's status line and body. */
async function send(request: string): Promise<{ status: string; body: string }> {
  const socket = net.connect(app.server.port, "127.0.0.1");
  socket.on("error", () => {});
  socket.write(request);
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  await new Promise((resolve) => {
    socket.on("close", resolve);
    setTimeout(() => socket.destroy(), 5_000);
  });
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: head.split("\r\n")[0] ?? "", body };
}

let marks = 0;

/**
 * What the server logged while `work` ran: everything logged after it started and before a mark
 * sent once it was done. The mark is a request with a malformed Host, which the server logs in
 * one line on stderr, where client errors and stack traces go too: once the mark's line has
 * arrived, every line logged before it has arrived as well (no waiting for a late line, no line
 * missed because it came late).
 */
async function loggedDuring<T>(work: () => Promise<T>): Promise<T & { logged: string }> {
  const before = app.server.logs().length;
  const result = await work();
  const mark = `/log-mark-${++marks}`;
  const answer = await send(`GET ${mark} HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`);
  expect(answer.status).toBe("HTTP/1.1 400 Bad Request");
  await expect.poll(() => app.server.logs().indexOf(mark, before)).toBeGreaterThan(-1);
  const logs = app.server.logs();
  const end = logs.lastIndexOf("\n", logs.indexOf(mark, before)) + 1;
  return { ...result, logged: logs.slice(before, Math.max(before, end)) };
}

/** Sends `request` as raw bytes; resolves with the status line, the body and what was logged. */
const raw = (request: string) => loggedDuring(() => send(request));

/** One log line, a client error's ("400 GET \"/path\": reason"), with no stack trace. */
function expectOneLine(logged: string) {
  expect(logged).not.toMatch(STACK);
  expect(logged).toMatch(/^4\d\d [A-Z]+ "/);
  expect(logged.trimEnd().split("\n")).toHaveLength(1);
}

const get = (target: string, host = "localhost") =>
  raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

/** A stack trace in the log: "    at fn (file:line)". */
const STACK = /\n\s+at /;

describe("client errors are 4xx with one short log line", () => {
  it("answers a malformed Host with 400, not a 500 with a stack trace", async () => {
    for (const host of ["a:99999", "[::1", "a b"]) {
      // A path the page cache has not seen, so Express answers it.
      const answer = await get(`/about?host-test=${encodeURIComponent(host)}`, host);
      expect(answer.status, host).toBe("HTTP/1.1 400 Bad Request");
      expect(answer.body).toMatch(/Host header is not a valid host name/);
      expectOneLine(answer.logged);
    }
  });

  it("serves an HTTP/1.0 request without a Host, and one with an empty Host", async () => {
    const old = await raw("GET /api/GetTaxonomies HTTP/1.0\r\n\r\n");
    expect(old.status).toMatch(/^HTTP\/1\.1 200/);
    const empty = await get("/api/GetAuthors", "");
    expect(empty.status).toMatch(/^HTTP\/1\.1 200/);
    expect(old.logged + empty.logged).toBe("");
  });

  it("answers a 12 KB malformed URL with 400 and a log line, not 12 KB of stack trace", async () => {
    const answer = await get(`/${"a".repeat(12_000)}%`);
    expect(answer.status).toBe("HTTP/1.1 400 Bad Request");
    expect(answer.body).toMatch(/not valid percent-encoding/);
    expectOneLine(answer.logged);
    expect(answer.logged.length).toBeLessThan(400);
  });

  it("answers bad percent-encoding and control characters with 400 anywhere, JSON under /api", async () => {
    const prefixes = ["/", "/img/webp/320/media/", "/assets/", "/city/2024/", "/archive/1/"];
    for (const prefix of prefixes) {
      for (const bad of ["%E0%A4%A", "%", "%ff", "%00", "x%0d%0aSet-Cookie:a=b"]) {
        const answer = await get(`${prefix}${bad}`);
        expect(answer.status, prefix + bad).toBe("HTTP/1.1 400 Bad Request");
        expectOneLine(answer.logged);
        expect(answer.logged).not.toMatch(/Set-Cookie:a=b\r?\n/);
      }
    }
    const api = await get("/api/GetPosts%");
    expect(api.status).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(api.body)).toEqual({ error: "The URL path is not valid percent-encoding." });
  });

  it("answers a control character in the query with 400 before any page or call reads it", async () => {
    // PostgreSQL refuses U+0000 in text: these were 500s with a stack trace there.
    for (const target of [
      "/search?q=%00",
      "/search-2?q=%00",
      "/search.data?q=%00",
      "/trips?country=%01",
      "/search?q=a%7Fb",
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe("HTTP/1.1 400 Bad Request");
      expect(answer.body).toMatch(/The URL query contains control characters/);
      expectOneLine(answer.logged);
    }
    const api = await get("/api/GetPostByPathname?pathname=/%00");
    expect(api.status).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(api.body)).toEqual({ error: "The URL query contains control characters." });
  });

  it("answers odd but valid URLs without a 5xx or a stack trace", async () => {
    const { logged } = await loggedDuring(async () => {
      const odd = ["%2e%2e", "..%2f..%2f", "%5B", "💥", "a".repeat(5_000), "a/b/c/d/e/f/g"];
      const prefixes = ["/", "/api/", "/img/webp/320/media/", "/single/", "/search?q=", "/?x="];
      for (const prefix of prefixes) {
        for (const text of odd) {
          const response = await fetch(`${app.url}${prefix}${text}`, { redirect: "manual" });
          await response.arrayBuffer();
          expect(response.status, prefix + text).toBeLessThan(500);
        }
      }
      return {};
    });
    expect(logged).not.toMatch(STACK);
  });

  it("answers malformed HTTP with 400 and logs nothing", async () => {
    for (const request of [
      "GARBAGE\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
    ]) {
      const answer = await raw(request);
      expect(answer.status, request).toBe("HTTP/1.1 400 Bad Request");
      expect(answer.logged).toBe("");
    }
  });
});

describe("a form posted from another site", () => {
  const post = (
    path: string,
    origin: string,
    body = "from_name=Eve&reply_to=eve%40example.com&message=hi",
  ) =>
    send(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${origin}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );

  it("gets the designed error page with 400, and the log one short line, not a stack trace", async () => {
    const answer = await loggedDuring(() => post("/contact", "https://evil.example"));
    expect(answer.status).toBe("HTTP/1.1 400 Bad Request");
    expect(answer.body).toContain("<!DOCTYPE html>");
    expect(answer.body).toContain("400 Bad Request");
    expect(answer.body).toContain('name="robots" content="noindex"');
    expectOneLine(answer.logged);
    expect(answer.logged).toMatch(/cross-origin post from "https:\/\/evil\.example" refused/);
    // The same origin, or no Origin at all (an old browser, a script): the form works.
    for (const origin of [`http://localhost`, ""]) {
      const ok = origin
        ? await post("/login", origin, "email=a%40example.com&password=x")
        : await send(
            "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
              "Content-Length: 0\r\nConnection: close\r\n\r\n",
          );
      expect(ok.status, origin).toBe("HTTP/1.1 200 OK");
    }
  });

  it("logs a bounded number of lines under a flood of them", async () => {
    const { logged } = await loggedDuring(async () => {
      for (let i = 0; i < 40; i++) {
        expect((await post("/newsletter", "https://evil.example", "email=a%40b.co")).status).toBe(
          "HTTP/1.1 400 Bad Request",
        );
      }
      return {};
    });
    expect(logged).not.toMatch(STACK);
    expect(logged.trimEnd().split("\n").length).toBeLessThanOrEqual(5);
  });
});

/**
 * POSTs `size` bytes of body in 1 KB chunks (Transfer-Encoding: chunked, no Content-Length) on a
 * keep-alive agent; resolves with the status, type and body of the answer.
 */
function postChunked(
  agent: http.Agent,
  path: string,
  type: string,
  size: number,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: app.server.port,
        path,
        method: "POST",
        agent,
        headers: { "Content-Type": type },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"]),
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    const start = type.includes("json")
      ? '{"from_name":"Big","reply_to":"big@example.com","message":"'
      : "from_name=Big&reply_to=big%40example.com&message=";
    request.write(start);
    const chunk = "x".repeat(1024);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end(type.includes("json") ? '"}' : "");
    };
    pump();
  });
}

describe("bodies over 64 KB are refused with 413, chunked or not", () => {
  const json = "application/json";
  const form = "application/x-www-form-urlencoded";

  it("on the API: JSON 413, and the connection serves the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const [path, type] of [
        ["/api/contact", json],
        ["/api/contact", form],
        ["/api/CreateNewSubscription?email=chunked@example.com", json],
      ] as const) {
        const answer = await postChunked(agent, path, type, 100 * 1024);
        expect(answer.status, path).toBe(413);
        expect(answer.type).toMatch(/application\/json/);
        expect(JSON.parse(answer.body)).toEqual({
          error: "The request body is larger than 64 KB.",
        });
      }
      // Small bodies still go through, on the same kept-alive socket.
      const small = await postChunked(agent, "/api/contact", json, 1024);
      expect(small.status).toBe(201);
      const subscribed = await fetch(
        `${app.url}/api/GetSubscriptionByEmail?email=chunked@example.com`,
      );
      expect(subscribed.status).toBe(404);
    } finally {
      agent.destroy();
    }
  });

  it("on the no-JavaScript contact form: the page, saying the message is too long", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const chunked = await postChunked(agent, "/contact", form, 100 * 1024);
      expect(chunked.status).toBe(413);
      expect(chunked.type).toMatch(/text\/html/);
      expect(chunked.body).toContain("The message is too long: the form takes at most 64 KB.");
      expect(chunked.body).toContain("Don&#x27;t be a stranger");
    } finally {
      agent.destroy();
    }
    const declared = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": form },
      body: `from_name=Big&reply_to=big%40example.com&message=${"x".repeat(100 * 1024)}`,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("The message is too long");
  });
});
