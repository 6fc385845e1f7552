import { apiError, BODY_LIMIT_BYTES } from "#app/lib/http.server.ts";

/*
 * Reading request bodies: the I/O half of the HTTP helpers (the pure half, answers and parsing,
 * is app/lib/http.server.ts). Each reads the request's stream with a size limit.
 */

/**
 * Reads a request body as text, refusing more than the limit with 413 (without buffering it). An
 * oversize body, declared or streamed (chunked), is answered at once and the rest of it read and
 * dropped in the background: cancelling the stream would destroy the socket, and the client,
 * still sending, would get a reset instead of the 413. Node's request timeout bounds the drain.
 */
export async function readBodyText(
  request: Request,
  limit = BODY_LIMIT_BYTES,
): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const tooLarge = (reader?: ReadableStreamDefaultReader<Uint8Array>) => {
    if (reader) void drain(reader);
    return {
      ok: false as const,
      response: apiError(413, `The request body is larger than ${limit / 1024} KB.`),
    };
  };
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return tooLarge(request.body?.getReader());
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return tooLarge(reader);
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}

/** Reads the body of a request answered without it, so the connection can carry the next one. */
function discardBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked) {
    void drain(request.body.getReader());
  }
}

/** Reads a body to its end, keeping nothing. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) {
      const { done } = await reader.read();
      if (done) return;
    }
  } catch {
    // The client went away: nothing left to read.
  }
}

/**
 * Reads a JSON or form-encoded body into a plain object of strings. Other content types get a 415,
 * malformed JSON a 400, oversize bodies a 413.
 */
export async function readFields(
  request: Request,
): Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = type === "application/json" || type.endsWith("+json");
  const isForm = type === "application/x-www-form-urlencoded";
  if (!isJson && !isForm) {
    discardBody(request);
    return {
      ok: false,
      response: apiError(415, "Send the body as application/json (or a URL-encoded form)."),
    };
  }
  const body = await readBodyText(request);
  if (!body.ok) return body;
  if (isForm) return { ok: true, fields: Object.fromEntries(new URLSearchParams(body.text)) };
  try {
    const data: unknown = JSON.parse(body.text || "null");
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      return { ok: false, response: apiError(400, "The body must be a JSON object.") };
    }
    return { ok: true, fields: data as Record<string, unknown> };
  } catch {
    return { ok: false, response: apiError(400, "The body is not valid JSON.") };
  }
}
