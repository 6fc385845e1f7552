import { describe, expect, it } from "vitest";
import { moderationMail, replyNoticeMail } from "./comment-mail.ts";

const article = { title: "Lisbon by tram", url: "https://wanderlust.example/single/lisbon" };

describe("the owners' moderation mail", () => {
  const mail = moderationMail({
    article,
    comment: {
      name: "Ada <script>",
      text: "Is Tram 28 fine with a pushchair?\n\nSee https://x.example",
    },
    links: {
      approve: "https://wanderlust.example/comments/approve/1.a.b",
      reject: "https://wanderlust.example/comments/reject/1.a.b",
      reply: "https://wanderlust.example/comments/reply/1.a.b",
    },
  });

  it("names the article, the reader, their text and the three links", () => {
    expect(mail.subject).toBe('New comment from Ada <script> on "Lisbon by tram"');
    expect(mail.text).toContain("https://wanderlust.example/single/lisbon");
    expect(mail.text).toContain("> Is Tram 28 fine with a pushchair?");
    expect(mail.text).toContain("Approve: https://wanderlust.example/comments/approve/1.a.b");
    expect(mail.text).toContain("Reject: https://wanderlust.example/comments/reject/1.a.b");
    expect(mail.text).toContain("https://wanderlust.example/comments/reply/1.a.b");
    for (const label of ["Approve", "Reject", "Reply"])
      expect(mail.html).toContain(`>${label}</a>`);
  });

  it("escapes the reader's words and links none of them", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Ada &lt;script&gt;");
    expect(mail.html).not.toContain('href="https://x.example');
  });
});

describe("the reader's reply notice", () => {
  const mail = replyNoticeMail({
    article,
    comment: { name: "Ada", text: "Is Tram 28 fine?" },
    reply: { author: "Jane Cooper", text: "Yes, fold it & hold on." },
    stopUrl: "https://wanderlust.example/comments/stop/1.x",
  });

  it("quotes the reply and ends with the stop link", () => {
    expect(mail.subject).toBe('Jane Cooper replied to your comment on "Lisbon by tram"');
    expect(mail.text).toContain("> Yes, fold it & hold on.");
    expect(mail.text).toMatch(
      /Stop these mails with one click: https:\/\/wanderlust\.example\/comments\/stop\/1\.x\n$/,
    );
    expect(mail.html).toContain("fold it &amp; hold on");
    expect(mail.html).toContain('href="https://wanderlust.example/comments/stop/1.x"');
  });
});
