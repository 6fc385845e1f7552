import { beforeAll, describe, expect, it } from "vitest";
import { sourceOfVariant } from "#app/lib/responsive-image.ts";
import type { Author } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

let authors: Author[];

const app = setupApp();
beforeAll(async () => {
  authors = await getJson<Author[]>(`${app.url}/api/GetAuthors`);
});

describe("the about page", () => {
  it("shows About Us, the four founders from the database, the fast facts and the newsletter", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/about`);
    await expect.poll(() => page.title()).toBe("About Us · Wanderlust");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("About Us");

    const founders = page.locator("section[aria-labelledby=founders-heading] li");
    expect(await founders.count()).toBe(4);
    for (const [i, firstName] of ["Daniel", "Sofia", "Leo", "Mia"].entries()) {
      const author = authors.find((a) => a.firstName === firstName)!;
      const card = founders.nth(i);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(author.displayName);
      expect(await card.textContent()).toContain(author.jobName);
      expect(await card.getByRole("link").getAttribute("href")).toBe(`/author/${firstName}`);
      // Lazy, so maybe not loaded yet: the src names the avatar's resized JPEG.
      const src = (await card.locator("img").getAttribute("src")) ?? "";
      expect(sourceOfVariant(src)).toBe(author.avatar);
    }

    const facts = page.locator("section[aria-labelledby=facts-heading]");
    expect(await facts.getByRole("heading", { level: 2 }).textContent()).toBe("Fast Facts");
    const factsText = await facts.textContent();
    for (const text of ["100,000", "covered miles", "15+", "countries", "as of Sept. 30, 2023"]) {
      expect(factsText).toContain(text);
    }

    expect(await page.getByRole("heading", { name: "Join our newsletter" }).isVisible()).toBe(true);
    const email = page.getByRole("textbox", { name: "Email address" });
    expect(await email.getAttribute("type")).toBe("email");
    expect(await email.getAttribute("required")).not.toBeNull();
    await expectAccessible(page);
  });

  it("follows a founder to the author page", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/about`);
    await page.getByRole("link", { name: /Sofia Harper/ }).click();
    await page.waitForURL(`${app.url}/author/Sofia`);
  });

  it("is accessible in dark mode too", async () => {
    const page = await app.open({ dark: true });
    await page.goto(`${app.url}/about`);
    await expectAccessible(page);
  });
});
