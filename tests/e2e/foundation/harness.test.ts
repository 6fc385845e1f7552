import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "../../setup/app.ts";
import { waitForHydration } from "../../setup/browser.ts";

/** The browser-test harness itself (tests/setup/app.ts, waitForHydration). */
const app = setupApp();

describe("the browser-test harness", () => {
  it("sees the page hydrated: app/root.tsx marks <html data-hydrated>", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/about`);
    await waitForHydration(page, 15_000);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
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
