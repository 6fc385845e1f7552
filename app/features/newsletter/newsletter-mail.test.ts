import { describe, expect, it } from "vitest";
import type { DigestPost } from "#app/lib/types.ts";
import {
  confirmationMail,
  csvLine,
  digestMail,
  mailImageUrl,
  welcomeMail,
} from "./newsletter-mail.ts";

const SITE = "https://wanderlust.example";
const UNSUBSCRIBE = `${SITE}/unsubscribe/7.abc`;

const post = (over: Partial<DigestPost> = {}): DigestPost => ({
  title: "Sun & <sand> in Crete",
  description: "Ten days with a toddler.",
  href: "/beach/2024/crete",
  date: "2024-05-14",
  featuredImage: "/media/scenes/crete.jpg",
  author: "Ada",
  ...over,
});

describe("welcomeMail", () => {
  it("starts its subject with Welcome and links the unsubscribe URL in both parts", () => {
    const mail = welcomeMail(SITE, UNSUBSCRIBE);
    expect(mail.subject).toMatch(/^Welcome/);
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });
});

describe("confirmationMail", () => {
  it("links the confirm URL in both parts, says how long it works, offers no unsubscribe", () => {
    const confirm = `${SITE}/resubscribe/3.a&b`;
    const mail = confirmationMail(SITE, confirm, 7);
    expect(mail.subject).toBe("Confirm your return to the Wanderlust newsletter");
    expect(mail.text).toContain(`\n${confirm}\n`);
    expect(mail.html).toContain(`href="${SITE}/resubscribe/3.a&amp;b"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Wanderlust");
      expect(part).toContain("The link works for 7 days.");
      expect(part).toContain("wanderlust.example");
      expect(part).not.toMatch(/unsubscribe/i);
    }
    expect(mail.html).not.toMatch(/<style|class=/);
  });
});

describe("digestMail", () => {
  it("links each post absolutely, escapes titles, shows images at absolute variant URLs", () => {
    const mail = digestMail(SITE, UNSUBSCRIBE, [
      post(),
      post({ title: "Two", href: "/city/2024/two" }),
    ]);
    expect(mail.subject).toBe("New on Wanderlust: Sun & <sand> in Crete and 1 more story");
    expect(mail.html).toContain(`href="${SITE}/beach/2024/crete"`);
    expect(mail.html).toContain("Sun &amp; &lt;sand&gt; in Crete");
    expect(mail.html).not.toContain("<sand>");
    expect(mail.html).toContain(`src="${SITE}/img/jpeg/640/media/scenes/crete.jpg"`);
    expect(mail.html).not.toMatch(/<style|class=/);
    expect(mail.text).toContain(`${SITE}/city/2024/two`);
    expect(mail.text).toContain("May 14, 2024 · Ada");
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  it("names a single post in the subject", () => {
    expect(digestMail(SITE, UNSUBSCRIBE, [post({ title: "Oslo" })]).subject).toBe(
      "New on Wanderlust: Oslo",
    );
  });
});

describe("mailImageUrl", () => {
  it("resizes local photos, keeps absolute URLs, drops anything else", () => {
    expect(mailImageUrl(SITE, "/media/a/b.png")).toBe(`${SITE}/img/jpeg/640/media/a/b.png`);
    expect(mailImageUrl(SITE, "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(mailImageUrl(SITE, "/media/x.svg")).toBeUndefined();
    expect(mailImageUrl(SITE, "")).toBeUndefined();
  });
});

describe("csvLine", () => {
  it("quotes fields with commas, quotes or line breaks (RFC 4180)", () => {
    expect(csvLine(["a@example.com", "2024-01-01T00:00:00.000Z"])).toBe(
      "a@example.com,2024-01-01T00:00:00.000Z",
    );
    expect(csvLine(['"odd,one"@example.com', "x\ny"])).toBe('"""odd,one""@example.com","x\ny"');
  });
});
