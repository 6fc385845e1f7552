import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";

/**
 * No page leaves a reader stuck (issue 28, item 7): the 404 page and a mail link that is not valid
 * offer a search box, the trip finder and the contact page; the search box works without
 * JavaScript; the no-JavaScript newsletter sign-up confirms the address; /trips' bad-filter and
 * no-results states are tested with the finder (tests/e2e/trips/trips*.test.ts).
 */

const app = setupApp();

/** The ways on of a page: its search form and its links to the finder and the contact page. */
async function expectWaysOn(page: Page) {
  const ways = page.getByTestId("ways-on");
  expect(await ways.locator('form[role="search"]').getAttribute("action")).toBe("/search");
  expect(await ways.locator('input[name="q"]').count()).toBe(1);
  expect(await ways.getByRole("link", { name: "Find a trip" }).getAttribute("href")).toBe("/trips");
  expect(await ways.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe(
    "/contact",
  );
}

describe("pages that are not dead ends", () => {
  it("the 404 page keeps SPEC's words and offers search, the finder and contact; its search works without JavaScript", async () => {
    const page = await app.open({ javaScriptEnabled: false, width: 390, height: 844 });
    const response = await page.goto(`${app.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe(
      "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.",
    );
    expect(await page.getByRole("link", { name: "Return Home Page" }).count()).toBe(1);
    await expectWaysOn(page);
    await page.getByTestId("ways-on").locator('input[name="q"]').fill("lisbon");
    await page.getByTestId("ways-on").locator('input[name="q"]').press("Enter");
    await page.waitForURL(`${app.url}/search?q=lisbon`);
    // The search page, with the term in its own box.
    expect(await page.locator("#search-page-input").inputValue()).toBe("lisbon");
  });

  it("the 404 page with JavaScript is accessible", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/no/such/page`);
    await expectWaysOn(page);
    await expectAccessible(page);
  });

  it("an unsubscribe link that is not valid links the contact page and offers the ways on", async () => {
    const page = await app.open({ width: 390, height: 844 });
    const response = await page.goto(`${app.url}/unsubscribe/1.${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("This unsubscribe link is not valid");
    expect(
      await page
        .getByRole("link", { name: "write to us from the contact page" })
        .getAttribute("href"),
    ).toBe("/contact");
    await expectWaysOn(page);
    await expectAccessible(page);
  });

  it("the no-JavaScript newsletter sign-up confirms the address it put on the list", async () => {
    const page = await app.open({ javaScriptEnabled: false });
    await page.goto(`${app.url}/newsletter`);
    const email = `dead-ends-${Date.now()}@example.com`;
    await page.locator('input[name="email"]').first().fill(email);
    await page.locator('input[name="email"]').first().press("Enter");
    await page.waitForURL(`${app.url}/newsletter`);
    const confirmed = page.getByTestId("newsletter-confirmed");
    await confirmed.waitFor();
    expect(await confirmed.locator("h2").textContent()).toBe("You're on the list");
    expect(await confirmed.textContent()).toContain(email);
    // Again: already there, said so with the address.
    await page.locator('input[name="email"]').first().fill(email);
    await page.locator('input[name="email"]').first().press("Enter");
    await expect
      .poll(() => confirmed.locator("h2").textContent())
      .toBe("You're already on the list");
  });
});
