import { spawn } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, installDatabase, openDatabase } from "#app/db/client.server.ts";
import { insertPendingComment } from "#app/models/comments.server.ts";
import { setupApp } from "#tests/setup/app.ts";
import { type SmtpSink, startSmtpServer } from "#tests/setup/smtp.ts";

/**
 * The owners' moderation through the real server (issue 40, item 4): the mail's Approve link puts
 * a pending comment on the page and raises the count on the card and the article; a reply through
 * the Reply link is beneath it and the reader who asked gets one mail; Reject and
 * `npm run comments -- --delete` take comments away and lower the count; a used or forged link
 * does nothing and says so. One server, few page loads.
 */

const SITE_URL = "https://wanderlust.example";
const OWNERS = "owners@wanderlust.example";
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await closeDatabase();
  await smtp.close();
});

const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe("comment moderation by mail, in a browser (SQLite)", () => {
  const app = setupApp(() => ({
    SMTP_URL: smtp.url,
    SITE_URL,
    MAIL_TO: OWNERS,
    // The queue polls every 2 s; a first attempt is retried only if it took longer than that (a
    // loaded machine's first SMTP connection can take longer than a shorter lease).
    MAIL_RETRY_DELAYS: "2,2",
  }));

  /** The server's database, in this process too: a reader's comment stored as their form does. */
  let postId = "";
  let href = "";
  beforeAll(async () => {
    const opened = openDatabase({ url: path.join(app.server.dataDir, "wanderlust.sqlite") });
    installDatabase(opened);
    const first = await opened.db
      .selectFrom("posts")
      .select(["id", "href"])
      .orderBy("published_at", "desc")
      .executeTakeFirstOrThrow();
    postId = first.id;
    href = first.href;
  });

  /**
   * A pending comment, its moderation mail due now: the server's mail queue sends it (as after a
   * reader's post). Returns the mail's links, on the test server.
   */
  async function ask(text: string, email: string | null = null) {
    const id = await insertPendingComment(
      { postId, name: "Mia", email, notify: !!email, body: text },
      new Date().toISOString(),
    );
    const mail = () =>
      smtp.mails.find((m) => m.to.includes(OWNERS) && decoded(m.raw).includes(text));
    await expect.poll(mail, { timeout: 10_000 }).toBeDefined();
    const body = decoded(mail()!.raw);
    const link = (label: string) =>
      (new RegExp(`${label}[^:]*: (\\S+)`).exec(body)?.[1] ?? "").replace(SITE_URL, app.url);
    return { id, approve: link("Approve"), reject: link("Reject"), reply: link("Reply") };
  }

  /** The comment count of the post on its card (the home page) and in its article's header. */
  async function counts(page: Page): Promise<{ card: string; article: string }> {
    await page.goto(`${app.url}/`);
    const card = page
      .getByTestId("post-card")
      .filter({ has: page.locator(`a.card-link[href="${href}"]`) })
      .first()
      .locator(".card-pill-comment");
    const cardCount = (await card.textContent())?.replace("comments", "").trim() ?? "";
    await page.goto(`${app.url}${href}`);
    const article = page.locator('a[href="#comments"][title="Comments"]').first();
    const articleCount = (await article.textContent())?.replace("comments", "").trim() ?? "";
    return { card: cardCount, article: articleCount };
  }

  /** Both counts become `n` within a few seconds (a decision renews the pages within 2 s). */
  async function expectCounts(page: Page, n: number) {
    await expect
      .poll(() => counts(page), { timeout: 8_000, interval: 500 })
      .toEqual({ card: String(n), article: String(n) });
  }

  /** The moderation page a link opens: its heading and status. */
  async function openLink(page: Page, url: string) {
    const response = await page.goto(url);
    return {
      status: response?.status(),
      heading: await page.getByRole("heading", { level: 1 }).textContent(),
      cacheControl: response?.headers()["cache-control"],
    };
  }

  it("Approve shows it and raises the counts; a reply is beneath it and mailed once; Reject, --delete and bad links", async () => {
    const page = await app.open();
    const start = Number((await counts(page)).article);
    const reader = "reader@example.com";
    const question = "Is the Tram 28 ride fine with a pushchair?";
    const a = await ask(question, reader);
    // Pending: on no page, in no count.
    expect(await page.content()).not.toContain(question);

    expect(await openLink(page, a.approve)).toEqual({
      status: 200,
      heading: "Approved. It is now on the page.",
      cacheControl: "private, no-store",
    });
    await expectCounts(page, start + 1);
    // The reader side's "Questions and tips" (its #comment-form with it) shows the text once the
    // reader's branch is merged; until then the article shows the count alone.
    const section = page.locator("#comments");
    const shown = async () => (await page.locator("#comment-form").count()) > 0;
    if (await shown()) await expect.poll(() => section.textContent()).toContain(question);

    // Used, forged: nothing happens, and the page says so.
    expect(await openLink(page, a.approve)).toMatchObject({
      status: 409,
      heading: "This link has already been used.",
    });
    expect(await openLink(page, `${a.approve.slice(0, -4)}AAAA`)).toMatchObject({
      status: 404,
      heading: "This link is not valid.",
    });

    // Reply: the form, then the reply on the page; the reader gets one mail.
    await page.goto(a.reply);
    const answer = "Yes: fold it and stand at the back.";
    await page.getByLabel(/Your reply/).fill(answer);
    await page.getByRole("button", { name: "Post the reply" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Replied. Your reply is on the page.");
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(reader)).length).toBe(1);
    expect(decoded(smtp.mails.find((m) => m.to.includes(reader))!.raw)).toContain(answer);
    await expectCounts(page, start + 2);
    if (await shown()) {
      await expect.poll(() => section.textContent()).toContain(answer);
      await expect.poll(() => section.textContent()).toContain("Author");
    }
    expect((await openLink(page, a.reply)).heading).toBe("This link has already been used.");

    // Reject takes the comment (and its reply) away.
    expect((await openLink(page, a.reject)).heading).toBe("Rejected. It will not appear.");
    await expectCounts(page, start);

    // npm run comments -- --delete: an approved comment goes, the count with it.
    const b = await ask("The ferry is cheaper before 9.");
    await openLink(page, b.approve);
    await expectCounts(page, start + 1);
    const script = spawn(
      process.execPath,
      [
        path.resolve(process.env.BUILD_DIR ?? "build", "scripts/comments.js"),
        "--delete",
        String(b.id),
      ],
      { env: { ...process.env, DATA_DIR: app.server.dataDir }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    script.stdout.on("data", (chunk) => (output += chunk));
    script.stderr.on("data", (chunk) => (output += chunk));
    expect(await new Promise((resolve) => script.once("exit", resolve)), output).toBe(0);
    expect(output).toContain(`Comment ${b.id} deleted`);
    await expectCounts(page, start);
    // Still one mail to the reader: nothing else was mailed to them.
    expect(smtp.mails.filter((m) => m.to.includes(reader))).toHaveLength(1);
  }, 90_000);
});
