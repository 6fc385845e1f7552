import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";

const SUCCESS = "We have added you to our list!";
const EXISTS = "Looks like you're already subscribed!";
const BANNER = "There was an error while trying to add you to our list.";

const app = setupApp();

/** The about page with its newsletter block, the clock faked and hydration done. */
async function openNewsletter(): Promise<Page> {
  const page = await app.open();
  await page.clock.install();
  await page.goto(`${app.url}/about`);
  await waitForHydration(page);
  return page;
}

const emailField = (page: Page) => page.getByRole("textbox", { name: "Email address" });
const status = (page: Page) => page.getByRole("status");

/** Types the address, pauses the clock and submits (no animation frames run while paused). */
async function subscribe(page: Page, email: string) {
  await emailField(page).fill(email);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  await emailField(page).evaluate((input: HTMLInputElement) => input.form?.requestSubmit());
}

/** Expects `text` now, still there just before `ms`, and gone right after. */
async function expectClearsAfter(page: Page, text: string, ms: number) {
  await status(page).getByText(text).waitFor();
  await page.clock.runFor(ms - 100);
  expect(await status(page).getByText(text).isVisible()).toBe(true);
  await page.clock.runFor(200);
  await status(page).getByText(text).waitFor({ state: "detached" });
  await page.clock.resume();
}

describe("the newsletter block", () => {
  it("subscribes a new address, then says it is already subscribed; messages clear after 3 s", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const page = await openNewsletter();
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/")) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    await subscribe(page, email);
    await expectClearsAfter(page, SUCCESS, 3_000);
    expect(await emailField(page).inputValue()).toBe("");
    expect(calls).toEqual(["GET /api/GetSubscriptionByEmail", "POST /api/CreateNewSubscription"]);
    const lookup = await fetch(
      `${app.url}/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`,
    );
    expect(lookup.status).toBe(200);

    calls.length = 0;
    await subscribe(page, email);
    await expectClearsAfter(page, EXISTS, 3_000);
    expect(await emailField(page).inputValue()).toBe("");
    expect(calls).toEqual(["GET /api/GetSubscriptionByEmail"]);
    await expectAccessible(page);
  });

  it("shows the button's loading state while the lookup runs", async () => {
    const page = await openNewsletter();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/GetSubscriptionByEmail*", async (route) => {
      await gate;
      await route.continue();
    });
    await emailField(page).fill(`slow-${Date.now()}@example.com`);
    const lookup = page.waitForRequest((r) => r.url().includes("/api/GetSubscriptionByEmail"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await lookup;
    const button = page.getByRole("button", { name: "Subscribe" });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getByTestId("spinner").count()).toBe(1);
    release();
    await status(page).getByText(SUCCESS).waitFor();
    expect(await button.isEnabled()).toBe(true);
    expect(await button.getByTestId("spinner").count()).toBe(0);
  });

  it("reports a failing lookup with the banner, for 8 s", async () => {
    const page = await openNewsletter();
    await page.route("**/api/GetSubscriptionByEmail*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await subscribe(page, "someone@example.com");
    await status(page).getByText(BANNER).waitFor();
    await expectClearsAfter(page, "Error checking subscription. Please try again later.", 8_000);
    expect(await status(page).getByText(BANNER).count()).toBe(0);
    expect(await emailField(page).inputValue()).toBe("");
  });

  it("reports a failing create call and a network failure", async () => {
    const page = await openNewsletter();
    await page.route("**/api/CreateNewSubscription*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"busy"}' }),
    );
    await subscribe(page, `new-${Date.now()}@example.com`);
    await status(page).getByText(BANNER).waitFor();
    await expectClearsAfter(page, "Error while subscribing. Please try again later.", 8_000);

    await page.route("**/api/GetSubscriptionByEmail*", (route) => route.abort("failed"));
    await subscribe(page, "offline@example.com");
    await status(page).getByText(BANNER).waitFor();
    await expectClearsAfter(page, "Unexpected error. Please try again later.", 8_000);
  });

  it("leaves an invalid address to the browser's validation", async () => {
    const page = await openNewsletter();
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/")) calls.push(r.url());
    });
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect(
      await emailField(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await emailField(page).fill("not an email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect(await emailField(page).evaluate((el) => el.matches(":invalid"))).toBe(true);
    expect(calls).toEqual([]);
  });
});

/** Subscriptions stored, read straight from the server's SQLite file. */
function storedEmails(): string[] {
  const db = new Database(`${app.server.dataDir}/wanderlust.sqlite`, { readonly: true });
  try {
    return (db.prepare("SELECT email FROM subscriptions").all() as { email: string }[]).map(
      (row) => row.email,
    );
  } finally {
    db.close();
  }
}

/** Submits the block's form with JavaScript off; resolves with the POST's answer. */
async function submitWithoutJs(page: Page, email: string) {
  await emailField(page).fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Subscribe" }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

describe("the newsletter block without JavaScript", () => {
  it("posts to /newsletter, which subscribes, then says already subscribed, with a link back", async () => {
    const page = await app.open({ javaScriptEnabled: false, enforceCsp: true });
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto(`${app.url}/about`);
    const first = await submitWithoutJs(page, email);
    expect(first.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/newsletter");
    await status(page).getByText(SUCCESS).waitFor();
    expect(storedEmails()).toContain(email);
    const lookup = await fetch(
      `${app.url}/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`,
    );
    expect(lookup.status).toBe(200);
    // Styled under the page's real CSP: Tailwind's font-semibold, not the browser's bold h1.
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe("600");
    expect(await emailField(page).inputValue()).toBe("");

    // The page that results holds the block again: the same address is already there.
    const again = await submitWithoutJs(page, email.toUpperCase());
    expect(again.status()).toBe(200);
    await status(page).getByText(EXISTS).waitFor();
    expect(storedEmails().filter((e) => e === email)).toHaveLength(1);

    // Back to the page the reader came from.
    await page.getByRole("link", { name: /Back to/ }).click();
    await page.waitForURL(`${app.url}/about`);
  });

  it("refuses an address the browser lets through but the server does not: 400, nothing stored", async () => {
    const page = await app.open({ javaScriptEnabled: false });
    await page.goto(`${app.url}/archive/summary`);
    const before = storedEmails().length;
    // Valid for <input type=email>, but a domain of one label is no address we can mail.
    const response = await submitWithoutJs(page, "reader@localhost");
    expect(response.status()).toBe(400);
    await status(page).getByText(BANNER).waitFor();
    expect(
      await status(page)
        .getByText("Error checking subscription. Please try again later.")
        .isVisible(),
    ).toBe(true);
    expect(storedEmails()).toHaveLength(before);
    expect(await page.getByRole("link", { name: /Back to/ }).getAttribute("href")).toBe(
      "/archive/summary",
    );
  });

  it("shows the outcome page accessibly (axe, with the app's scripts blocked)", async () => {
    const page = await app.open();
    await page.context().route(/\.js$/, (route) => route.abort());
    await page.goto(`${app.url}/about`);
    await submitWithoutJs(page, `axe-${Date.now()}@example.com`);
    await status(page).getByText(SUCCESS).waitFor();
    await expectAccessible(page);
    await submitWithoutJs(page, "reader@localhost");
    await status(page).getByText(BANNER).waitFor();
    await expectAccessible(page);
  });

  it("keeps the honeypot: a filled hidden field sees success and nothing is stored", async () => {
    const response = await fetch(`${app.url}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "bot-nojs@example.com", website: "spam.example" }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SUCCESS);
    expect(storedEmails()).not.toContain("bot-nojs@example.com");
  });

  it("sends the reader back only to a page of this site", async () => {
    const response = await fetch(`${app.url}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "", from: "//evil.example/x" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("evil.example");
  });
});
