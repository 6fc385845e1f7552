import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { freePort, type RunningServer, startServer } from "#tests/setup/server.ts";
import { type SmtpSink, startSmtpServer } from "#tests/setup/smtp.ts";

const SUCCESS = "We have successfully received your message!";
const FAILURE = "There was an error while trying to submit the form";

interface MessageRow {
  from_name: string;
  reply_to: string;
  message: string;
  mailed_at: string | null;
  mail_error: string | null;
  mail_attempts: number;
  next_mail_at: string | null;
}

let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
const app = setupApp(() => ({ SMTP_URL: smtp.url }));

/** The stored contact messages, read straight from the server's SQLite file. */
function storedMessages(running: RunningServer): MessageRow[] {
  const db = new Database(`${running.dataDir}/wanderlust.sqlite`, { readonly: true });
  try {
    return db
      .prepare(
        "SELECT from_name, reply_to, message, mailed_at, mail_error, mail_attempts, next_mail_at FROM contact_messages",
      )
      .all() as MessageRow[];
  } finally {
    db.close();
  }
}

function findMessage(running: RunningServer, text: string): MessageRow | undefined {
  return storedMessages(running).find((m) => m.message === text);
}

async function fillForm(page: Page, name: string, email: string, message: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Message").fill(message);
}

describe("the contact page", () => {
  it("shows the heading, the info email, the social links and the form", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/contact`);
    await expect.poll(() => page.title()).toBe("Contact · Wanderlust");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Don't be a stranger");
    const mail = page.getByRole("main").getByRole("link", { name: "hello@wanderlust.example" });
    expect(await mail.getAttribute("href")).toBe("mailto:hello@wanderlust.example");
    for (const name of ["Facebook", "X (Twitter)", "Instagram", "YouTube"]) {
      const link = page.getByRole("main").getByRole("link", { name, exact: true });
      expect(await link.getAttribute("href")).toBe("#");
    }
    const name = page.getByLabel("Full name");
    const email = page.getByLabel("Email address");
    const message = page.getByLabel("Message");
    expect(await name.getAttribute("required")).not.toBeNull();
    expect(await email.getAttribute("required")).not.toBeNull();
    expect(await email.getAttribute("type")).toBe("email");
    expect(await message.getAttribute("required")).not.toBeNull();
    expect(await message.evaluate((el) => el.tagName)).toBe("TEXTAREA");
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    await expectAccessible(page);
  });

  it("draws the four social marks alike, in light and dark mode", async () => {
    for (const dark of [false, true]) {
      const page = await app.open({ dark });
      await page.goto(`${app.url}/contact`);
      const looks: string[] = [];
      for (const name of ["Facebook", "X (Twitter)", "Instagram", "YouTube"]) {
        const link = page.getByRole("main").getByRole("link", { name, exact: true });
        looks.push(
          await link.evaluate((a) => {
            // Every painted colour of the mark (fills and strokes of its shapes) and the disc behind.
            const paints = new Set<string>();
            for (const shape of a.querySelectorAll("svg, svg *")) {
              const style = getComputedStyle(shape);
              if (style.fill !== "none") paints.add(`fill ${style.fill}`);
              if (style.stroke !== "none") paints.add(`stroke ${style.stroke}`);
            }
            return `${getComputedStyle(a).backgroundColor} | ${[...paints].sort().join(", ")}`;
          }),
        );
      }
      expect(new Set(looks).size, looks.join("\n")).toBe(1);
    }
  });

  it("sends with JavaScript: sending state, success message for 3 s, stored and mailed", async () => {
    const page = await app.open();
    await page.clock.install();
    await page.goto(`${app.url}/contact`);
    await waitForHydration(page);
    const text = `Hello from the e2e test ${Date.now()}`;
    await fillForm(page, "Ada Traveller", "ada@example.com", text);

    // Hold the request so the sending state can be seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await gate;
      await route.continue();
    });
    const request = page.waitForRequest((r) => r.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const sent = await request;
    expect(sent.method()).toBe("POST");
    expect(sent.headers()["content-type"]).toContain("application/json");
    expect(sent.postDataJSON()).toEqual({
      from_name: "Ada Traveller",
      reply_to: "ada@example.com",
      message: text,
    });
    const button = page.locator("form button[type=submit]");
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getByTestId("spinner").count()).toBe(1);
    await page.clock.pauseAt(Date.now() + 60_000);
    release();

    const status = page.getByRole("status");
    await status.getByText(SUCCESS).waitFor();
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    await page.clock.runFor(2_900);
    expect(await status.getByText(SUCCESS).isVisible()).toBe(true);
    await page.clock.runFor(200);
    await status.getByText(SUCCESS).waitFor({ state: "detached" });

    await expect.poll(() => findMessage(app.server, text)?.mailed_at ?? null).not.toBeNull();
    const row = findMessage(app.server, text)!;
    expect(row).toMatchObject({
      from_name: "Ada Traveller",
      reply_to: "ada@example.com",
      mail_error: null,
    });
    await expect.poll(() => smtp.mails.find((m) => m.raw.includes(text))).toBeDefined();
    const mail = smtp.mails.find((m) => m.raw.includes(text))!;
    expect(mail.to).toEqual(["hello@wanderlust.example"]);
    expect(mail.raw).toMatch(/^Reply-To: "?Ada Traveller"? <ada@example.com>/m);
  });

  it("shows the browser's validation for empty and invalid fields, and sends nothing", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/contact`);
    await waitForHydration(page);
    const requests: string[] = [];
    page.on("request", (r) => {
      // The page-view beacon is the page's, not the form's: it may leave after hydration.
      if (r.method() === "POST" && !r.url().endsWith("/api/page-views")) requests.push(r.url());
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const label of ["Full name", "Email address", "Message"]) {
      expect(
        await page.getByLabel(label).evaluate((el: HTMLInputElement) => el.validity.valid),
      ).toBe(false);
    }
    await fillForm(page, "Ada", "not-an-email", "Hi");
    await page.getByRole("button", { name: "Send Message" }).click();
    const email = page.getByLabel("Email address");
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await email.evaluate((el) => el.matches(":invalid"))).toBe(true);
    expect(await page.getByLabel("Full name").evaluate((el) => el.matches(":invalid"))).toBe(false);
    expect(requests).toEqual([]);
  });

  it("answers 400 with per-field errors, and shows them with the error message for 8 s", async () => {
    const empty = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ from_name: "", reply_to: "", message: "" }),
    });
    expect(empty.status).toBe(400);
    const emptyBody = (await empty.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(emptyBody.fields).sort()).toEqual(["from_name", "message", "reply_to"]);
    const invalid = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ from_name: "Ada", reply_to: "not-an-email", message: "Hi" }),
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: object }).fields).toEqual({
      reply_to: "Please enter a valid email address.",
    });

    // A message of spaces passes the browser's `required` but not the server: the field says why.
    const page = await app.open();
    await page.clock.install();
    await page.goto(`${app.url}/contact`);
    await waitForHydration(page);
    await fillForm(page, "Ada", "ada@example.com", "   ");
    await page.clock.pauseAt(Date.now() + 60_000);
    // With the clock paused, no animation frame runs: submit without Playwright's click checks.
    await page
      .locator('form[action="/contact"]')
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    const status = page.getByRole("status");
    await status.getByText(FAILURE).waitFor();
    expect(await page.getByText("Message is required.").isVisible()).toBe(true);
    expect(await page.getByLabel("Message").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Full name").inputValue()).toBe("Ada");
    await page.clock.runFor(7_900);
    expect(await status.getByText(FAILURE).isVisible()).toBe(true);
    await page.clock.runFor(200);
    await status.getByText(FAILURE).waitFor({ state: "detached" });
    // The field error stays until the next submit; axe needs running timers.
    await page.clock.resume();
    expect(await page.getByText("Message is required.").isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it("shows the error message when the call fails", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/contact`);
    await waitForHydration(page);
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fillForm(page, "Ada", "ada@example.com", "Is anybody there?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").getByText(FAILURE).waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("Is anybody there?");
  });

  it("works without JavaScript, through the route action", async () => {
    const page = await app.open({ javaScriptEnabled: false, height: 720, enforceCsp: true });
    await page.goto(`${app.url}/contact`);
    const text = `Sent without JavaScript ${Date.now()}`;
    await fillForm(page, "Bo Nojs", "bo@example.com", text);
    await Promise.all([
      page.waitForURL(`${app.url}/contact`),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await page.getByText(SUCCESS).waitFor();
    expect(findMessage(app.server, text)).toMatchObject({
      from_name: "Bo Nojs",
      reply_to: "bo@example.com",
    });

    // A server-side refusal comes back as per-field errors in the same form, values kept.
    await fillForm(page, "Bo Nojs", "bo@example.com", "   ");
    const response = await Promise.all([
      page.waitForResponse(
        (r) => r.url() === `${app.url}/contact` && r.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response[0].status()).toBe(400);
    await page.getByText(FAILURE).waitFor();
    expect(await page.getByText("Message is required.").isVisible()).toBe(true);
    expect(await page.getByLabel("Full name").inputValue()).toBe("Bo Nojs");
  });

  it("refuses a control character in a field with a 400 and says which, storing nothing", async () => {
    // U+0000 in text is refused by PostgreSQL: the message was lost in a 500 there.
    const text = `Control character ${Date.now()}`;
    const response = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `from_name=Pro%00be&reply_to=pro%40example.com&message=${encodeURIComponent(text)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Full name must not contain control characters.");
    expect(findMessage(app.server, text)).toBeUndefined();
  });

  it("styles the no-JavaScript result page under its real CSP, with no violation", async () => {
    const page = await app.open({ javaScriptEnabled: false, enforceCsp: true });
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${app.url}/contact`);
    await fillForm(page, "Cy Nojs", "cy@example.com", `Styled without JavaScript ${Date.now()}`);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url() === `${app.url}/contact` && r.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(200);
    const csp = (await response.allHeaders())["content-security-policy"] ?? "";
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).not.toMatch(/default-src 'none'/);
    await page.getByText(SUCCESS).waitFor();
    // The stylesheet applied: Tailwind's font-semibold (600) and not the browser's bold h1 (700).
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe("600");
    expect(violations).toEqual([]);
  });

  it("stores the message when SMTP is unreachable, and records the mail error", async () => {
    const closed = await freePort();
    const offline = await startServer({ SMTP_URL: `smtp://127.0.0.1:${closed}` });
    try {
      const text = `Stored even though mail is down ${Date.now()}`;
      const response = await fetch(`${offline.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ from_name: "Cy", reply_to: "cy@example.com", message: text }),
      });
      expect(response.status).toBe(201);
      expect(findMessage(offline, text)).toMatchObject({
        from_name: "Cy",
        reply_to: "cy@example.com",
      });
      await expect.poll(() => findMessage(offline, text)?.mail_error ?? null).not.toBeNull();
      expect(findMessage(offline, text)?.mailed_at).toBeNull();
      expect(findMessage(offline, text)?.mail_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await offline.stop();
    }
  });

  it("retries a mail the SMTP server refused: it arrives once, and the server stops cleanly", async () => {
    // A second SMTP server that refuses (451) the first delivery, then accepts.
    let attempts = 0;
    const flaky = await startSmtpServer({
      refuse: () => (attempts++ === 0 ? "Greylisted, try again" : undefined),
    });
    const retrying = await startServer({
      SMTP_URL: flaky.url,
      MAIL_RETRY_DELAYS: "0.5,0.5",
    });
    try {
      const text = `Mailed on the second attempt ${Date.now()}`;
      const response = await fetch(`${retrying.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ from_name: "Di", reply_to: "di@bücher.de", message: text }),
      });
      expect(response.status).toBe(201);
      await expect
        .poll(() => findMessage(retrying, text)?.mailed_at ?? null, { timeout: 20_000 })
        .not.toBeNull();
      // Mailed on its second attempt, and no attempt left due: the retry loop, which only mails
      // rows with a due time, has nothing more to send. Stopping the server lets any attempt
      // in flight finish; the mail then arrived exactly once.
      expect(findMessage(retrying, text)).toMatchObject({
        mail_error: null,
        mail_attempts: 2,
        next_mail_at: null,
      });
      await retrying.stop();
      expect(flaky.mails.filter((m) => m.raw.includes(text))).toHaveLength(1);
      expect(attempts).toBe(2);
    } finally {
      await retrying.stop();
      await flaky.close();
    }
    expect(retrying.logs()).toContain("Stopped cleanly");
  });
});
