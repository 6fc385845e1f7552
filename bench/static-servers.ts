// The two references of the throughput table (bench/run.ts), serving the exact gzip bytes our page
// cache sends: nginx with `gzip_static` (what a static host does) and a bare Node `http` server
// (the most any Node server can do: bench/bare-node.js).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "#scripts/lib/production-server.ts";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire (not decompressed, unlike fetch()). */
  body: Buffer;
}

/** One GET with node:http: the body exactly as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Headers the serving process makes itself for every answer (not copied). */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "content-length"]);

export interface PageCopy {
  name: string;
  /** The page's path on our server. */
  path: string;
  /** The copy's path on nginx and the bare Node server. */
  file: string;
  gzip: Buffer;
  identity: Buffer;
  /** Our cache's headers for the gzip answer, lower-case names, per-answer ones left out. */
  headers: Record<string, string>;
}

/**
 * Asks our (cached) server for each page with `Accept-Encoding: gzip` (twice: the first answer may
 * be the miss that fills the cache) and writes the gzip bytes as `pN.html.gz`, the identity bytes
 * as `pN.html`, into `dir`. The folder is made world-readable: nginx's worker runs as an
 * unprivileged user (nobody), and a 0700 temporary folder answers 403s, which wrk counts as fast
 * answers (40,000-57,000 req/s here).
 */
export async function copyPages(
  serverUrl: string,
  pages: { name: string; path: string }[],
  dir: string,
): Promise<PageCopy[]> {
  fs.chmodSync(dir, 0o755);
  const copies: PageCopy[] = [];
  for (const [i, page] of pages.entries()) {
    await rawGet(`${serverUrl}${page.path}`, { "accept-encoding": "gzip" });
    const answer = await rawGet(`${serverUrl}${page.path}`, { "accept-encoding": "gzip" });
    if (answer.status !== 200 || answer.headers["content-encoding"] !== "gzip") {
      throw new Error(
        `${page.path}: expected a 200 gzip answer, got ${answer.status} ${answer.headers["content-encoding"] ?? "identity"}`,
      );
    }
    const identity = (await rawGet(`${serverUrl}${page.path}`)).body;
    if (!zlib.gunzipSync(answer.body).equals(identity)) {
      throw new Error(`${page.path}: the gzip answer does not decompress to the identity answer`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = String(value);
    }
    const file = `/p${i}.html`;
    fs.writeFileSync(path.join(dir, `${file}.gz`), answer.body, { mode: 0o644 });
    fs.writeFileSync(path.join(dir, file), identity, { mode: 0o644 });
    copies.push({ ...page, file, gzip: answer.body, identity, headers });
  }
  return copies;
}

export interface StaticServer {
  name: string;
  port: number;
  url: (copy: PageCopy) => string;
  /** The process started (nginx: the master, whose worker is its child). */
  pid: number;
  stop: () => Promise<void>;
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
}

/** Waits until every copy answers 200 with our exact gzip bytes and headers, or throws. */
async function verify(server: StaticServer, copies: PageCopy[], logs: () => string) {
  const deadline = Date.now() + 15_000;
  for (const copy of copies) {
    for (;;) {
      try {
        const answer = await rawGet(server.url(copy), { "accept-encoding": "gzip" });
        const wrong = [
          answer.status !== 200 && `status ${answer.status}`,
          !answer.body.equals(copy.gzip) &&
            `${answer.body.length} bytes instead of our ${copy.gzip.length}`,
          answer.headers["content-encoding"] !== "gzip" && "no Content-Encoding: gzip",
          answer.headers["content-type"] !== copy.headers["content-type"] &&
            `Content-Type ${answer.headers["content-type"]}`,
          !/accept-encoding/i.test(String(answer.headers.vary)) && "no Vary: Accept-Encoding",
        ].filter(Boolean);
        if (wrong.length) {
          throw new Error(`${server.name} ${server.url(copy)}: ${wrong.join(", ")}\n${logs()}`);
        }
        break;
      } catch (error) {
        const refused = (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
        if (!refused || Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
}

/** A header value as an nginx string: quoted with the quote it does not hold; no variables. */
function nginxQuoted(name: string, value: string): string {
  const quote = value.includes('"') ? "'" : '"';
  if (value.includes(quote) || /[$\\\n]/.test(value)) {
    throw new Error(`header ${name} cannot be copied to nginx: ${value}`);
  }
  return `${quote}${value}${quote}`;
}

/**
 * nginx (one worker process, as our server runs one process by default) serving the copies with
 * `gzip_static on`: it sends `pN.html.gz` as is to a client that accepts gzip, with Content-Type
 * `text/html; charset=utf-8`, `Vary: Accept-Encoding` and, per page, the other headers our cache
 * sends (ETag, Cache-Control, the security headers), so both answers carry the same bytes.
 */
export async function startNginx(dir: string, copies: PageCopy[]): Promise<StaticServer> {
  const port = await freePort();
  const temp = path.join(dir, "nginx-temp");
  fs.mkdirSync(temp, { recursive: true });
  const made = new Set(["content-type", "content-encoding", "vary"]);
  const locations = copies.map((copy) => {
    const adds = Object.entries(copy.headers)
      .filter(([name]) => !made.has(name))
      .map(([name, value]) => `add_header ${name} ${nginxQuoted(name, value)};`);
    return `    location = ${copy.file} { ${adds.join(" ")} }`;
  });
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  types { text/html html; }
  charset utf-8;
  gzip off;
  gzip_static on;
  gzip_vary on;
  etag off;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
${locations.join("\n")}
  }
}
`,
  );
  const child = spawn("nginx", ["-c", conf, "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const logs = () => {
    const errorLog = path.join(dir, "nginx-error.log");
    return `${output}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : ""}`;
  };
  const server: StaticServer = {
    name: "nginx",
    port,
    url: (copy) => `http://127.0.0.1:${port}${copy.file}`,
    pid: child.pid ?? 0,
    stop: stopper(child),
  };
  try {
    await verify(server, copies, logs);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** bench/bare-node.js in a child process, answering the copies with our headers. */
export async function startBareNode(dir: string, copies: PageCopy[]): Promise<StaticServer> {
  const port = await freePort();
  const manifest = Object.fromEntries(
    copies.map((copy) => [
      copy.file,
      { file: path.join(dir, `${copy.file}.gz`), headers: copy.headers },
    ]),
  );
  const manifestPath = path.join(dir, "bare-node.json");
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  const script = path.join(import.meta.dirname, "bare-node.js");
  const child = spawn(process.execPath, [script, manifestPath, String(port)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const server: StaticServer = {
    name: "bare node",
    port,
    url: (copy) => `http://127.0.0.1:${port}${copy.file}`,
    pid: child.pid ?? 0,
    stop: stopper(child),
  };
  try {
    await verify(server, copies, () => output);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
