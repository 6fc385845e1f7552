import { describe, expect, it } from "vitest";
import { readBodyText } from "#app/services/request-body.server.ts";

/** A streamed (chunked) body of `chunks` KB; records how far it was read and whether cancelled. */
function streamedBody(chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(1024).fill(120));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://localhost/api/contact", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, seen };
}

describe("readBodyText", () => {
  it("reads a body under the limit", async () => {
    const { request } = streamedBody(3);
    const result = await readBodyText(request);
    expect(result.ok && result.text.length).toBe(3 * 1024);
  });

  it("answers 413 for a chunked body over the limit, and drains the rest instead of cancelling", async () => {
    const { request, seen } = streamedBody(100);
    const result = await readBodyText(request);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(await result.response.json()).toEqual({
      error: "The request body is larger than 64 KB.",
    });
    // Cancelling destroys the socket (the client gets a reset, not the 413): the rest is read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.cancelled).toBe(false);
    expect(seen.pulled).toBe(100);
  });

  it("answers 413 at once for a declared length over the limit", async () => {
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Length": String(200 * 1024) },
      body: "x",
    });
    const result = await readBodyText(request);
    expect(!result.ok && result.response.status).toBe(413);
  });
});
