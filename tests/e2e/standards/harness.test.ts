import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { waitForHydration } from "#tests/setup/browser.ts";

/** The browser-test harness itself (tests/setup/app.ts, waitForHydration). */
const app = setupApp();

describe("the browser-test harness", () => {
  it("waits for hydration: the server's HTML has no mark, and after the wait React handles events", async () => {
    // Without JavaScript the page never hydrates: the mark is not in the server's HTML, so the
    // wait times out instead of passing at once.
    const still = await app.open({ javaScriptEnabled: false });
    await still.goto(`${app.url}/about`);
    await expect(waitForHydration(still, 1_000)).rejects.toThrow(/Timeout/);

    // With JavaScript, once the wait is over a React handler answers at the first click: the
    // theme toggle puts the page in dark mode.
    const page = await app.open();
    await page.goto(`${app.url}/about`);
    await waitForHydration(page, 15_000);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      false,
    );
    await page.getByRole("button", { name: "Switch to dark mode" }).first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
  });

  let leftOpen: Page | undefined;
  it.fails("a test that fails after opening a page (expected to fail)", async () => {
    leftOpen = await app.open();
    await leftOpen.goto(`${app.url}/about`);
    expect(await leftOpen.title()).toBe("not the title");
  });

  it("closes the page of a failed test all the same", () => {
    expect(leftOpen?.isClosed()).toBe(true);
  });
});
