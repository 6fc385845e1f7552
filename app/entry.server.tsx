import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { loadEveryPiece } from "#app/components/ui/later.tsx";
import { ArticleTextInHtml } from "#app/features/article/article-text-in-html.ts";
import type { ArticleText } from "#app/lib/article-text.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * A random mark for this render only (server/page-cache/buffered-responses.ts): React Router
     * and React put it on every inline script they write, the page CSP hashes exactly the scripts
     * that carry it, and the mark is then removed from the page
     * (server/guards/security-headers.ts).
     */
    cspNonce?: string;
    /** A page's own request, not the data of a client-side navigation (`.data`). */
    documentRequest?: boolean;
    /** What a loader renders into the page's HTML without its hydration data (app/lib/article-text.ts). */
    htmlOnly?: { articleText?: ArticleText };
  }
}

export const streamTimeout = 5_000;

/**
 * The code of the page pieces that hydrate later (app/components/ui/later.tsx), loaded once, at
 * the first request: by then every route module has run and registered its pieces.
 */
let pieces: Promise<unknown> | undefined;

/**
 * React Router's default server entry (@react-router/dev's entry.server.node.tsx), plus the
 * render's script mark: given to <ServerRouter> (its <Scripts>, <ScrollRestoration>, <Links> and
 * the streamed data scripts take it from there) and to React for its own inline scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  pieces ??= loadEveryPiece();
  await pieces;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ArticleTextInHtml value={loadContext?.htmlOnly?.articleText}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ArticleTextInHtml>,
      {
        nonce,
        // A piece (app/components/ui/later.tsx) is a Suspense boundary, complete when the shell
        // is. React outlines a completed boundary once the bytes written so far pass this size
        // (12,800 by default): it sends it hidden, after the page, for an inline script to move
        // into place, so without JavaScript it never shows. Never outlined, it stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; these come later.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
