import net from "node:net";
import { expect, it } from "vitest";
import { startServer } from "../../setup/server.ts";

it("cuts off a client that never finishes its headers (408 after the 10 s header timeout)", async () => {
  const server = await startServer();
  try {
    const socket = net.connect(server.port, "127.0.0.1");
    const started = Date.now();
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n"); // and never the blank line that ends the headers
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on("close", () => resolve(Date.now() - started));
      socket.on("error", () => {});
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfter).toBeGreaterThan(9_000);
    expect(closedAfter).toBeLessThan(15_000);
  } finally {
    await server.stop();
  }
}, 40_000);
