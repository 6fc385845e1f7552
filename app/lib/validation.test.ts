import { describe, expect, it } from "vitest";
import { asciiEmail, contactSchema, EMAIL_MAX, emailSchema } from "#app/lib/validation.ts";

describe("email addresses", () => {
  it("takes internationalised domains, kept as typed, sent in IDNA ASCII form", () => {
    expect(emailSchema.parse(" user@bücher.de ")).toBe("user@bücher.de");
    expect(asciiEmail("user@bücher.de")).toBe("user@xn--bcher-kva.de");
    expect(asciiEmail("User@BÜCHER.DE")).toBe("User@xn--bcher-kva.de");
    expect(asciiEmail("info@пример.рф")).toBe("info@xn--e1afmkfd.xn--p1ai");
    expect(asciiEmail("a@xn--bcher-kva.de")).toBe("a@xn--bcher-kva.de");
    expect(asciiEmail("o'brien+trips@sub.example.org")).toBe("o'brien+trips@sub.example.org");
  });

  it("refuses what is not an address (and anything that could add a mail header)", () => {
    for (const bad of [
      "plain",
      "a@b",
      "a@b.c",
      "a@1.2.3.4",
      "a@b..co",
      "a@b.co.",
      "a@-b.co",
      "a@b%C3%BCcher.de",
      "a b@x.co",
      "a@x.co\nBcc: e@x.co",
      "a@x.co\r\nBcc: e@x.co",
      "@x.co",
      "a@@x.co",
      "ü@x.de",
      "a@[127.0.0.1]",
      "a@localhost",
      "a@ex.com/x",
    ]) {
      expect(asciiEmail(bad), bad).toBeUndefined();
      expect(emailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("keeps the 254-character limit", () => {
    const domain = `${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.example`;
    const local = "x".repeat(EMAIL_MAX - domain.length - 1);
    expect(emailSchema.safeParse(`${local}@${domain}`).success).toBe(true);
    const long = emailSchema.safeParse(`x${local}@${domain}`);
    expect(long.error?.issues[0]?.message).toBe("Email address must be at most 254 characters.");
    // The ASCII form counts too: 250 typed characters can be longer as punycode.
    const label = "ü".repeat(50);
    const idn = `${"x".repeat(40)}@${label}.${label}.${label}.${label}.de`;
    expect(idn.length).toBeLessThanOrEqual(EMAIL_MAX);
    expect(emailSchema.safeParse(idn).success).toBe(false);
    expect(asciiEmail(idn.replace(`${label}.`, ""))?.length).toBeLessThanOrEqual(EMAIL_MAX);
  });

  it("is the contact form's reply address", () => {
    const ok = contactSchema.safeParse({ from_name: "A", reply_to: "a@bücher.de", message: "m" });
    expect(ok.success).toBe(true);
  });
});

describe("contact fields", () => {
  const valid = { from_name: "Ada", reply_to: "ada@example.com", message: "Hello" };
  const errors = (fields: Partial<typeof valid>) =>
    contactSchema.safeParse({ ...valid, ...fields }).error?.issues.map((i) => i.message) ?? [];

  it("refuse control characters (PostgreSQL refuses U+0000 in text)", () => {
    expect(errors({ from_name: "Pro\u0000be" })).toEqual([
      "Full name must not contain control characters.",
    ]);
    expect(errors({ message: "hello\u0000world" })).toEqual([
      "Message must not contain control characters.",
    ]);
    expect(errors({ message: "bell\u0007 and escape\u001b[31m" })).toEqual([
      "Message must not contain control characters.",
    ]);
    expect(errors({ message: "del\u007f" })).toEqual([
      "Message must not contain control characters.",
    ]);
  });

  it("take tabs and line breaks in a message, and any other text", () => {
    expect(errors({ message: "Dear all,\r\n\tfirst line\nsecond line" })).toEqual([]);
    expect(errors({ from_name: "Zoë Ōtsuka 😀", message: "<b>ok</b> ' OR 1=1" })).toEqual([]);
  });
});
