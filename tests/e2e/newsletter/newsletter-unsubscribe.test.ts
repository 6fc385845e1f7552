import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { postgresSchema, TEST_DATABASE_URL } from "#tests/setup/database.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { type SmtpSink, startSmtpServer } from "#tests/setup/smtp.ts";

/**
 * The newsletter's welcome mail and unsubscribe page through the real server (docs/newsletter.md):
 * the RFC 8058 one-click POST as a mail provider sends it (from its own origin), the confirm page
 * in a browser with and without JavaScript, the confirmation mail that alone puts a reader who
 * left back on the list, and the generated secret shared by two workers.
 */

const SITE_URL = "https://wanderlust.example";
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

async function signUp(base: string, email: string): Promise<number> {
  const response = await fetch(`${base}/api/CreateNewSubscription?email=${email}`, {
    method: "POST",
  });
  return response.status;
}

/** The unsubscribe URL of the welcome mail to `email`, on the test server instead of SITE_URL. */
async function unsubscribeLink(base: string, email: string): Promise<string> {
  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes(email)).length)
    .toBeGreaterThanOrEqual(1);
  const raw = smtp.mails.find((m) => m.to.includes(email))?.raw ?? "";
  expect(raw).toMatch(/^Subject: Welcome/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const link = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(raw)?.[1] ?? "";
  expect(link.startsWith(`${SITE_URL}/unsubscribe/`)).toBe(true);
  return link.replace(SITE_URL, base);
}

/**
 * The confirmation link mailed to `email` (a reader who left, signed up again), on the test
 * server instead of SITE_URL.
 */
async function resubscribeLink(base: string, email: string): Promise<string> {
  const confirmation = () =>
    smtp.mails.find((m) => m.to.includes(email) && /^Subject: Confirm your return/m.test(m.raw))
      ?.raw;
  await expect.poll(confirmation).toBeDefined();
  const raw = (confirmation() ?? "").replace(/=\r?\n/g, "");
  expect(raw).not.toMatch(/^List-Unsubscribe/im);
  const link = /https:\/\/wanderlust\.example\/resubscribe\/\d+\.[\w-]{43}/.exec(raw)?.[0] ?? "";
  expect(link).not.toBe("");
  return link.replace(SITE_URL, base);
}

const lookUp = async (base: string, email: string) =>
  (await fetch(`${base}/api/GetSubscriptionByEmail?email=${email}`)).status;

/** RFC 8058: what a mail provider's server POSTs. */
const oneClick = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.provider.example",
    },
    body: "List-Unsubscribe=One-Click",
  });

describe("newsletter unsubscribe over HTTP (SQLite)", () => {
  const app = setupApp(() => ({ SMTP_URL: smtp.url, SITE_URL }));

  it("answers the one-click POST from a mail provider with 200 and unsubscribes; a GET does not", async () => {
    const email = "one-click@example.com";
    expect(await signUp(app.url, email)).toBe(201);
    const link = await unsubscribeLink(app.url, email);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.text()).toContain("Unsubscribe from the newsletter?");
    expect(await lookUp(app.url, email)).toBe(200);

    const forged = await oneClick(`${link.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(404);
    expect(await lookUp(app.url, email)).toBe(200);

    const done = await oneClick(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You have been unsubscribed");
    expect(await lookUp(app.url, email)).toBe(404);
    const again = await oneClick(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("You are already unsubscribed");

    // The secret was generated into the data directory, readable by its owner only.
    const secret = path.join(app.server.dataDir, "newsletter-secret");
    expect(fs.statSync(secret).mode & 0o777).toBe(0o600);
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`unsubscribes with the confirm button (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const email = `button-${javaScriptEnabled}@example.com`;
      expect(await signUp(app.url, email)).toBe(201);
      const link = await unsubscribeLink(app.url, email);
      const page = await app.open({ javaScriptEnabled });
      // The link is the reader's credential: no page-view beacon or pixel may carry it (issue 44).
      const pageViews: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/page-views")) pageViews.push(request.url());
      });
      await page.goto(link);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Unsubscribe from the newsletter?");
      if (javaScriptEnabled) await expectAccessible(page);
      else expect(await page.content()).not.toContain("/api/page-views");
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("You have been unsubscribed");
      expect(await lookUp(app.url, email)).toBe(404);
      // A beacon leaves at the first idle time after load: one more idle time, and none left.
      if (javaScriptEnabled) {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 3000 }),
            ),
        );
      }
      expect(pageViews).toEqual([]);
    });
  }

  it("sends the welcome mail to a sign-up through the form without JavaScript too", async () => {
    const email = "no-js@example.com";
    const response = await fetch(`${app.url}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("We have added you to our list!");
    await unsubscribeLink(app.url, email);
  });

  it("puts a reader who left back on the list only through the confirmation mail's link", async () => {
    const email = "returner@example.com";
    expect(await signUp(app.url, email)).toBe(201);
    expect((await oneClick(await unsubscribeLink(app.url, email))).status).toBe(200);
    // Signed up again: answered as a new address, still off the list, a confirmation mailed.
    expect(await signUp(app.url, email)).toBe(201);
    expect(await lookUp(app.url, email)).toBe(404);
    const link = await resubscribeLink(app.url, email);

    const scanned = await fetch(link);
    expect(scanned.status).toBe(200);
    expect(scanned.headers.get("Cache-Control")).toBe("no-store");
    expect(await scanned.text()).toContain("Subscribe to the newsletter again?");
    expect(await lookUp(app.url, email)).toBe(404);

    const page = await app.open();
    await page.goto(link);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Subscribe to the newsletter again?");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Subscribe again" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Welcome back!");
    expect(await lookUp(app.url, email)).toBe(200);

    const forged = await fetch(`${link.slice(0, -4)}AAAA`, { method: "POST" });
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain("This confirmation link is not valid");
  });

  it("shows a clear 404 page for a forged link", async () => {
    const response = await fetch(`${app.url}/unsubscribe/1.${"x".repeat(43)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This unsubscribe link is not valid");
  });
});

const DIALECTS = TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(DIALECTS)("newsletter unsubscribe with WORKERS=2 on %s", (dialect) => {
  let server: RunningServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const schema = dialect === "postgres" ? await postgresSchema("unsubscribe") : undefined;
    drop = schema?.drop;
    server = await startServer({
      ...(schema ? { DATABASE_URL: schema.url } : {}),
      WORKERS: "2",
      SMTP_URL: smtp.url,
      SITE_URL,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("signs every link with one generated secret, whichever worker mailed or answers it", async () => {
    // Addresses of this dialect's own: both dialects' servers mail the one SMTP server.
    const emails = Array.from({ length: 6 }, (_, i) => `worker${i}-${dialect}@example.com`);
    for (const email of emails) expect(await signUp(server.url, email)).toBe(201);
    for (const email of emails) {
      const link = await unsubscribeLink(server.url, email);
      expect((await oneClick(link)).status).toBe(200);
      expect(await lookUp(server.url, email)).toBe(404);
    }
  });
});
