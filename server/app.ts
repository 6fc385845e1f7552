import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { closeDatabase, database } from "../app/db/client.server.ts";
import { settleContactMail } from "../app/lib/contact.server.ts";
import { BODY_LIMIT_BYTES } from "../app/lib/http.server.ts";
import { importContent } from "../content/importer.server.ts";

/**
 * Opens and migrates the database, then imports content/ (idempotent). Returns a line for the log.
 */
export async function prepare(contentDir = path.resolve("content")): Promise<string> {
  const opened = await database();
  const report = await importContent(opened.db, contentDir);
  return `${opened.describe}; content: ${report.created} new and ${report.updated} updated posts, ${report.authors} authors, ${report.taxonomies} taxonomies`;
}

export async function shutdown(): Promise<void> {
  await settleContactMail();
  await closeDatabase();
}

/** The Express app: compression, body limit, static files (production) and React Router. */
export function createApp(options: { staticDir?: string } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(refuseLargeBodies);
  if (options.staticDir) {
    app.use(
      "/assets",
      express.static(path.join(options.staticDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(express.static(options.staticDir, { maxAge: "1h" }));
  }
  app.all(
    "/{*path}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
    }),
  );
  return app;
}

/** 413 before any handler reads a body that declares more than the limit. */
function refuseLargeBodies(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT_BYTES) {
    res
      .status(413)
      .type("application/json")
      .send(
        JSON.stringify({ error: `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.` }),
      );
    return;
  }
  next();
}
