import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { later, loadEveryPiece } from "./later.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}
const LaterGreeting = later(async () => Greeting);

describe("later() on the server", () => {
  it("renders the piece in place, in a boundary of its own, once every piece is loaded", async () => {
    await loadEveryPiece();
    const html = renderToString(<LaterGreeting name="Ada" />);
    // The boundary's markers around the piece's own HTML: nothing streamed later, no fallback.
    expect(html).toBe("<!--$--><p>Hello, <!-- -->Ada</p><!--/$-->");
  });

  it("streams no out-of-order content (no script needed to show it)", async () => {
    await loadEveryPiece();
    const html = await new Promise<string>((resolve, reject) => {
      let out = "";
      const { pipe } = renderToPipeableStream(<LaterGreeting name="Grace" />, {
        onAllReady() {
          pipe(
            new Writable({
              write(chunk: Buffer, _: string, done: () => void) {
                out += chunk.toString();
                done();
              },
              final(done: () => void) {
                resolve(out);
                done();
              },
            }),
          );
        },
        onError: reject,
      });
    });
    expect(html).toContain("<p>Hello, <!-- -->Grace</p>");
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<script");
  });
});
