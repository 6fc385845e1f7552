// @ts-check
// The Node ceiling of the throughput table (bench/run.ts): a bare `http` server that answers each
// path of a manifest with the bytes and headers stored for it, and does nothing else (no
// negotiation, no lookup beyond one Map.get). Started as a process of its own, as our server is,
// so the bench's event loop never shares its thread.
//   node bench/bare-node.js MANIFEST.json PORT
// MANIFEST.json: { "/path": { "file": "/abs/file.gz", "headers": { "content-type": ... } } }
// A POST is answered 204 once its body is read: the cheapest page-view endpoint, the control of
// the page-view bench (bench/page-views.ts).
import fs from "node:fs";
import http from "node:http";

const [manifestPath, port] = process.argv.slice(2);
if (!manifestPath || !port) {
  console.error("Usage: node bench/bare-node.js MANIFEST.json PORT");
  process.exit(2);
}
/** @type {Record<string, { file: string, headers: Record<string, string> }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
const routes = new Map(
  Object.entries(manifest).map(([urlPath, { file, headers }]) => {
    const body = fs.readFileSync(file);
    return [urlPath, { body, headers: { ...headers, "content-length": String(body.length) } }];
  }),
);

http
  .createServer((req, res) => {
    if (req.method === "POST") {
      req.resume();
      req.on("end", () => res.writeHead(204).end());
      return;
    }
    const route = routes.get(req.url ?? "");
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, route.headers);
    res.end(req.method === "HEAD" ? undefined : route.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`bare node listening on ${port}`));
