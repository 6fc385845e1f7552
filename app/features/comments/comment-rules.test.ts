import { describe, expect, it } from "vitest";
import { countLinks, MIN_FILL_MS, paragraphsOf, sentTooFast } from "./comment-rules.ts";
import { commentSchema } from "./comment-schema.server.ts";

const valid = { name: "Mia", email: "", notify: false, comment: "Is the ferry cheaper before 9?" };

describe("commentSchema", () => {
  it("takes a name, no email and a question", () => {
    expect(commentSchema.parse(valid)).toEqual({ ...valid, email: null });
  });

  it("takes an email when given and checks it", () => {
    expect(commentSchema.parse({ ...valid, email: " mia@example.com " }).email).toBe(
      "mia@example.com",
    );
    expect(commentSchema.safeParse({ ...valid, email: "not an address" }).success).toBe(false);
  });

  it.each([
    ["an empty name", { name: "  " }],
    ["a name over 60 characters", { name: "x".repeat(61) }],
    ["a name on two lines", { name: "Mia\nBot" }],
    ["a one-character comment", { comment: "?" }],
    ["a comment over 2,000 characters", { comment: "x".repeat(2_001) }],
    ["a control character", { comment: "hello\u0000" }],
  ])("refuses %s", (_label, change) => {
    expect(commentSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("takes the limits themselves", () => {
    expect(commentSchema.safeParse({ ...valid, name: "x".repeat(60) }).success).toBe(true);
    expect(commentSchema.safeParse({ ...valid, comment: "ok" }).success).toBe(true);
    expect(commentSchema.safeParse({ ...valid, comment: "x".repeat(2_000) }).success).toBe(true);
  });
});

describe("countLinks", () => {
  it("counts addresses with a scheme, www. and bare domains with a path", () => {
    expect(countLinks("no links, just 9 a.m. and e.g. this")).toBe(0);
    expect(countLinks("see https://a.example/x and www.b.example")).toBe(2);
    expect(countLinks("http://a.example cheap.example/pills c.example/x")).toBe(3);
  });
});

describe("paragraphsOf", () => {
  it("splits at blank lines", () => {
    expect(paragraphsOf("one\ntwo\n\n\nthree\r\n\r\nfour ")).toEqual(["one\ntwo", "three", "four"]);
  });
});

describe("sentTooFast", () => {
  it("is true under 3 seconds after the page was rendered", () => {
    expect(sentTooFast(1_000, 1_000 + MIN_FILL_MS - 1)).toBe(true);
    expect(sentTooFast(1_000, 1_000 + MIN_FILL_MS)).toBe(false);
  });
});
