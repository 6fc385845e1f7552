import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard, Taxonomy } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];
let categories: string[];

const MENU = [
  ["Dash board", "/dashboard"],
  ["Posts", "/dashboard/posts"],
  ["Edit profile", "/dashboard/edit-profile"],
  ["Subscription", "/dashboard/subscription"],
  ["Billing address", "/dashboard/billing-address"],
  ["Submit post", "/dashboard/submit-post"],
] as const;

const app = setupApp();
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
  const taxonomies = await getJson<Taxonomy[]>(`${app.url}/api/GetTaxonomies`);
  categories = taxonomies.filter((t) => t.taxonomy === "category").map((t) => t.name);
});

async function open(path: string, options: { width?: number; dark?: boolean } = {}) {
  const page = await app.open(options);
  await page.goto(`${app.url}${path}`);
  return page;
}

const panel = (page: Page) => page.getByRole("main");

/** Whether the label of a control shows the red required mark, and the control is required. */
async function isMarkedRequired(page: Page, label: string): Promise<boolean> {
  const control = panel(page).getByLabel(label);
  const id = await control.getAttribute("id");
  const mark = await page.locator(`label[for="${id}"] span[aria-hidden=true]`).count();
  return mark === 1 && (await control.getAttribute("required")) !== null;
}

async function expectSubmitPostForm(page: Page) {
  expect(await isMarkedRequired(page, "Post Title")).toBe(true);
  const excerpt = panel(page).getByLabel("Post Excerpt");
  expect(await excerpt.evaluate((el) => el.tagName)).toBe("TEXTAREA");
  expect(await excerpt.getAttribute("rows")).toBe("4");
  expect(await excerpt.getAttribute("required")).toBeNull();
  expect(
    await panel(page)
      .getByText("Brief description for your article. URLs are hyperlinked.")
      .isVisible(),
  ).toBe(true);
  const options = await panel(page).getByLabel("Category").locator("option").allTextContents();
  expect(options).toEqual(categories);
  expect(categories.length).toBeGreaterThan(3);
  expect(await panel(page).getByLabel("Tags").getAttribute("type")).toBe("text");
  expect(await panel(page).getByText("Featured Image").isVisible()).toBe(true);
  expect(await panel(page).getByText("or drag and drop").isVisible()).toBe(true);
  expect(await panel(page).getByText("PNG, JPG, GIF up to 2MB").isVisible()).toBe(true);
  const content = panel(page).getByLabel("Post Content");
  expect(await content.getAttribute("rows")).toBe("16");
  expect(await panel(page).getByRole("button", { name: "Submit post" }).isVisible()).toBe(true);
}

describe("the dashboard shell", () => {
  it("has the title, the text and the side menu, with the current page highlighted", async () => {
    for (const [name, href] of MENU) {
      const page = await open(href);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dash board");
      expect(
        await page
          .getByText("View your dashboard, manage your posts, subscription and edit and profile.")
          .isVisible(),
      ).toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await panel(page).getByText("Demo page").isVisible()).toBe(true);
      const menu = page.getByRole("navigation", { name: "Dashboard" });
      expect(await menu.getByRole("link").allTextContents()).toEqual([
        ...MENU.map(([label]) => label),
        "Sign out",
      ]);
      expect(await menu.getByRole("link", { name: "Sign out" }).getAttribute("href")).toBe("/");
      const current = menu.locator("[aria-current=page]");
      expect(await current.count(), href).toBe(1);
      expect(await current.textContent()).toBe(name);
    }
  });

  it("navigates with the side menu", async () => {
    const page = await open("/dashboard");
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await menu.getByRole("link", { name: "Billing address" }).click();
    await page.waitForURL(`${app.url}/dashboard/billing-address`);
    await panel(page).getByLabel("Address Line 1").waitFor();
    expect(await page.title()).toBe("Billing address · Wanderlust");
    await menu.getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${app.url}/`);
  });
});

describe("the dashboard pages", () => {
  it("shows the submit post form at /dashboard and /dashboard/submit-post", async () => {
    for (const path of ["/dashboard", "/dashboard/submit-post"]) {
      const page = await open(path);
      expect(await page.title()).toBe("Submit post · Wanderlust");
      await expectSubmitPostForm(page);
      await expectAccessible(page);
    }
  });

  it("takes a featured image by drag and drop, and sends nothing on submit", async () => {
    const page = await open("/dashboard/submit-post");
    await page.waitForLoadState("networkidle");
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(["fake"], "beach.png", { type: "image/png" }));
      return dt;
    });
    await page.getByTestId("drop-zone").dispatchEvent("dragover", { dataTransfer });
    await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer });
    await panel(page).getByText("beach.png").waitFor();

    const sent: string[] = [];
    page.on("request", (r) => sent.push(r.url()));
    await panel(page).getByRole("button", { name: "Submit post" }).click();
    expect(
      await panel(page)
        .getByLabel("Post Title")
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await panel(page).getByLabel("Post Title").fill("Our week in Lisbon");
    await panel(page).getByRole("button", { name: "Submit post" }).click();
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual([]);
    expect(page.url()).toBe(`${app.url}/dashboard/submit-post`);
  });

  it("lists sample posts from the database with Status and Payment", async () => {
    const page = await open("/dashboard/posts");
    expect(await page.title()).toBe("Posts · Wanderlust");
    const headers = await panel(page).getByRole("columnheader").allTextContents();
    expect(headers.slice(0, 3)).toEqual(["Article", "Status", "Payment"]);
    const rows = panel(page).locator("tbody tr");
    expect(await rows.count()).toBe(8);
    for (let i = 0; i < 8; i++) {
      const cells = rows.nth(i).getByRole("cell");
      expect(await cells.nth(0).textContent()).toBe(posts[i]!.title);
      expect(await cells.nth(1).textContent()).toBe(i % 3 === 2 ? "Offline" : "Active");
      expect(await cells.nth(2).textContent()).toBe("Not Applicable");
      expect(await cells.nth(3).getByRole("link", { name: /^Edit/ }).getAttribute("href")).toBe(
        "#",
      );
      expect(
        await cells
          .nth(3)
          .getByRole("link", { name: /^Delete/ })
          .getAttribute("href"),
      ).toBe("#");
    }
    await expectAccessible(page);
  });

  it("has the edit profile form", async () => {
    const page = await open("/dashboard/edit-profile");
    expect(await page.title()).toBe("Edit profile · Wanderlust");
    for (const label of ["First name", "Last name"]) {
      expect(await panel(page).getByLabel(label).getAttribute("type")).toBe("text");
    }
    for (const label of ["Current password", "New password"]) {
      expect(await panel(page).getByLabel(label).getAttribute("type")).toBe("password");
    }
    expect(await panel(page).getByLabel("Email address").getAttribute("type")).toBe("email");
    expect(await panel(page).getByRole("button", { name: "Update profile" }).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);
  });

  it("shows the package information", async () => {
    const page = await open("/dashboard/subscription");
    expect(
      await panel(page).getByRole("heading", { name: "Package Information" }).isVisible(),
    ).toBe(true);
    const terms = await panel(page).locator("dt").allTextContents();
    expect(terms).toEqual([
      "Subscription name",
      "Package & billing details",
      "Remaining posts",
      "Expire date",
    ]);
    const values = await panel(page).locator("dd").allTextContents();
    expect(values.every((v) => v.trim().length > 0)).toBe(true);
    await expectAccessible(page);
  });

  it("has the billing address form with its countries and required marks", async () => {
    const page = await open("/dashboard/billing-address");
    expect(await panel(page).getByLabel("Country").locator("option").allTextContents()).toEqual([
      "United States",
      "Canada",
      "Mexico",
      "VietNam",
      "Japan",
    ]);
    for (const label of ["State/Province/Region", "Address Line 1", "City", "Postal/ZIP Code"]) {
      expect(await isMarkedRequired(page, label), label).toBe(true);
    }
    expect(await isMarkedRequired(page, "Address Line 2")).toBe(false);
    expect(await panel(page).getByLabel("Address Line 2").isVisible()).toBe(true);
    await panel(page).getByRole("button", { name: "Update Billing address" }).click();
    expect(
      await panel(page)
        .getByLabel("State/Province/Region")
        .evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
    await expectAccessible(page);
  });

  it("fits the posts table in its box on a phone (a card per row), every column still shown", async () => {
    const page = await open("/dashboard/posts", { width: 390 });
    const table = panel(page).getByRole("table");
    const fit = await table.evaluate((el) => {
      const box = el.parentElement!;
      return {
        table: Math.round(el.getBoundingClientRect().width),
        box: Math.round(box.getBoundingClientRect().width),
        scrolls: box.scrollWidth - box.clientWidth,
      };
    });
    expect(fit.table, JSON.stringify(fit)).toBeLessThanOrEqual(fit.box);
    expect(fit.scrolls, JSON.stringify(fit)).toBe(0);
    const row = panel(page).locator("tbody tr").first();
    const shown = [
      row.getByText(posts[0]!.title, { exact: true }),
      row.getByText("Active", { exact: true }),
      row.getByText("Not Applicable", { exact: true }),
      row.getByRole("link", { name: /^Edit/ }),
      row.getByRole("link", { name: /^Delete/ }),
    ];
    for (const part of shown) {
      expect(await part.isVisible(), String(part)).toBe(true);
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, String(part)).toBeLessThanOrEqual(390);
    }
  });

  it("draws the billing Country select like the other fields", async () => {
    for (const dark of [false, true]) {
      const page = await open("/dashboard/billing-address", { width: 390, dark });
      const look = (label: string) =>
        panel(page)
          .getByLabel(label)
          .evaluate((el) => {
            const style = getComputedStyle(el);
            return {
              appearance: style.appearance,
              height: Math.round(el.getBoundingClientRect().height),
              radius: style.borderTopLeftRadius,
              border: style.borderTopColor,
              background: style.backgroundColor,
              font: `${style.fontSize} ${style.fontFamily}`,
              paddingLeft: style.paddingLeft,
            };
          });
      const [country, city] = await Promise.all([look("Country"), look("City")]);
      expect(country.appearance).toBe("none");
      expect({ ...country, appearance: "" }).toEqual({ ...city, appearance: "" });
    }
  });

  it("is accessible in dark mode and on a phone", async () => {
    for (const path of ["/dashboard", "/dashboard/posts"]) {
      const page = await open(path, { dark: true, width: 390 });
      await expectAccessible(page);
    }
  });
});
