import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { matchRoutes } from "react-router";
import { methodNotAllowed } from "#app/lib/http.server.ts";
import { dataPagePath } from "../page-cache/page-key.ts";
import { byPath, type ManifestRoute, routeTree } from "../route-tree.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";

/** What the method check needs of the server build's route manifest (`build.routes`). */
export type MethodRouteEntry = ManifestRoute<{ loader?: unknown; action?: unknown }>;

/** The methods a handler made by `onlyMethods` (app/lib/http.server.ts) says it takes. */
function declaredAllow(handler: unknown): string[] | undefined {
  if (typeof handler !== "function") return undefined;
  const allow: unknown = (handler as { allow?: unknown }).allow;
  return Array.isArray(allow) ? allow.filter((m): m is string => typeof m === "string") : undefined;
}

/** The methods one route module takes: GET and HEAD by its loader, POST by its action. */
function moduleMethods(module: MethodRouteEntry["module"]): string[] {
  const methods: string[] = [];
  const loaderAllow = declaredAllow(module.loader);
  // A loader that only answers 405 (a POST-only /api call) names the methods of the action.
  if (loaderAllow) methods.push(...loaderAllow);
  const actionAllow = declaredAllow(module.action);
  if (actionAllow) methods.push(...actionAllow);
  else if (module.action !== undefined) methods.push("POST");
  return methods;
}

/** The order Allow lists methods in. */
const ORDER = ["GET", "HEAD", "POST", "OPTIONS"];

/**
 * The methods a path takes, for `Allow` (RFC 9110 section 10.2.1): pages GET and HEAD, POST when
 * a matched route has an action, an /api call what its loader and action declare (`onlyMethods`),
 * and OPTIONS everywhere. A `.data` URL takes what its page takes.
 */
export function allowedMethods(
  routes: Record<string, MethodRouteEntry | undefined>,
): (pathname: string) => string[] {
  const tree = routeTree(routes, (r) => ({
    methods: moduleMethods(r.module),
    api: r.path?.startsWith("api") === true,
  }));
  return byPath(methodsOf);

  function methodsOf(pathname: string): string[] {
    const path = pathname.endsWith(".data") ? dataPagePath(pathname) : pathname;
    const matches = matchRoutes(tree, path) ?? [];
    const handles = matches.map(
      (m) => (m.route.handle ?? { methods: [], api: false }) as { methods: string[]; api: boolean },
    );
    const leaf = handles.at(-1);
    const methods = new Set<string>(["OPTIONS"]);
    if (leaf?.api) {
      for (const m of leaf.methods) methods.add(m);
      if (methods.size === 1) methods.add("GET");
    } else {
      methods.add("GET");
      if (handles.some((h) => h.methods.includes("POST"))) methods.add("POST");
    }
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  }
}

/**
 * Before anything else: OPTIONS answers 204 with `Allow` and no body (it used to run the page,
 * or the /api call, and log a stack trace); a method the path does not take (TRACE, PROPFIND,
 * PUT on a page...) answers 405 with `Allow` (JSON under /api, text elsewhere) instead of
 * reaching React Router, which threw (TRACE: a 500) or logged a stack trace for each.
 */
export function answerMethods(allowFor: (pathname: string) => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const allow = allowFor(req.path);
    if (req.method !== "OPTIONS" && allow.includes(req.method)) return next();
    res.setHeader("Allow", allow.join(", "));
    res.setHeader("Cache-Control", "no-store");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    const message = methodNotAllowed(
      req.method,
      allow.filter((m) => m !== "HEAD" && m !== "OPTIONS"),
    );
    res.status(405);
    if (req.path.startsWith("/api/"))
      res.type("application/json").send(JSON.stringify({ error: message }));
    else res.type("text/plain; charset=utf-8").send(`${message}\n`);
  };
}

/** Node's own answers to requests its parser refuses (lib/_http_server.js), by error code. */
const PARSER_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/** `METHOD target HTTP/1.x`: a method token (RFC 9110 section 9.1), a target, the version. */
const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ [^\s]+ HTTP\/1\.[01]\r?\n/;

/**
 * A method Node's HTTP parser does not know (`FOO`) never reaches Express: Node answered it
 * `400 Bad Request`. It is a method the server does not implement for any resource: 501
 * (RFC 9110 section 15.6.2). Every other parser error gets Node's own answer, as before.
 */
export function answerUnknownMethods(server: Server): void {
  server.on(
    "clientError",
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
      if (socket.writable && socket.bytesWritten === 0) {
        // Only a well-formed request line names a method (`GARBAGE\r\n` is malformed HTTP: 400).
        const unknownMethod =
          error.code === "HPE_INVALID_METHOD" &&
          REQUEST_LINE.test(error.rawPacket?.subarray(0, 8192).toString("latin1") ?? "");
        const status = unknownMethod
          ? "501 Not Implemented"
          : (PARSER_ANSWERS[error.code ?? ""] ?? "400 Bad Request");
        const body = "This method is not implemented.\n";
        // The security headers of every other answer (docs/security.md), written by hand here.
        const secure = Object.entries({
          ...BASE_SECURITY_HEADERS,
          "Content-Security-Policy": NON_HTML_CSP,
        })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("");
        socket.write(
          unknownMethod
            ? `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\n${secure}` +
                `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`
            : `HTTP/1.1 ${status}\r\n${secure}Connection: close\r\n\r\n`,
        );
      }
      socket.destroy(error);
    },
  );
}
