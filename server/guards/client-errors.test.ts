import { describe, expect, it } from "vitest";
import { isValidHost, requestProblem } from "./client-errors.ts";

describe("isValidHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "www.example.com",
    "example.com.",
    "127.0.0.1:80",
    "[::1]",
    "[::1]:3000",
    "my_host",
    "a:",
    "xn--bcher-kva.de",
  ])("takes %s", (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    "a:99999",
    "a:123456",
    "[::1",
    "a b",
    "a@b",
    "a/b",
    "a:b",
    ":80",
    "a%zz",
    "bücher.de",
    "a\u0000",
    "",
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});

describe("requestProblem", () => {
  const ok = { host: "localhost", forwardedHost: undefined, path: "/" };

  it("passes a normal request, and one without a Host", () => {
    expect(requestProblem(ok)).toBeUndefined();
    expect(requestProblem({ ...ok, host: undefined })).toBeUndefined();
    expect(requestProblem({ ...ok, path: "/city/2024/caf%C3%A9" })).toBeUndefined();
    expect(requestProblem({ ...ok, forwardedHost: "example.com, proxy:8080" })).toBeUndefined();
  });

  it("names what is wrong", () => {
    expect(requestProblem({ ...ok, host: "a:99999" })).toMatch(/Host header/);
    expect(requestProblem({ ...ok, forwardedHost: "a, b:99999" })).toMatch(/X-Forwarded-Host/);
    expect(requestProblem({ ...ok, path: "/%E0%A4%A" })).toMatch(/percent-encoding/);
    expect(requestProblem({ ...ok, path: `/${"a".repeat(12_000)}%` })).toMatch(/percent-encoding/);
    expect(requestProblem({ ...ok, path: "/x%0d%0aSet-Cookie:a=b" })).toMatch(/control characters/);
    expect(requestProblem({ ...ok, path: "/%00" })).toMatch(/control characters/);
    expect(requestProblem({ ...ok, path: "/search", query: "q=%00" })).toMatch(/URL query/);
    expect(requestProblem({ ...ok, path: "/search", query: "q=a%1Bb" })).toMatch(/URL query/);
    expect(requestProblem({ ...ok, path: "/x", query: "a%7F=1" })).toMatch(/URL query/);
  });

  it("passes a query of any other text, malformed percent-encoding included", () => {
    const queries = ["", "q=caf%C3%A9", "q=%E0%A4%A", "q=a+b&sort=viewed", "q=💥", "x=%", "q=a%09"];
    for (const query of [...queries, "q=two%0Alines%0D%0A"]) {
      expect(requestProblem({ ...ok, path: "/search", query }), query).toBeUndefined();
    }
  });
});
