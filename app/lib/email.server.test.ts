import { describe, expect, it } from "vitest";
import { normaliseEmail } from "#app/lib/email.server.ts";

describe("normaliseEmail", () => {
  it("trims, lower-cases and writes an internationalised domain in Unicode", () => {
    expect(normaliseEmail("  Reader@Example.COM ")).toBe("reader@example.com");
    expect(normaliseEmail("user@XN--BCHER-KVA.de")).toBe("user@bücher.de");
    expect(normaliseEmail("user@ｅxample.com")).toBe("user@example.com");
  });

  it("leaves a string without @ lower-cased and trimmed", () => {
    expect(normaliseEmail(" NoAt ")).toBe("noat");
  });
});
