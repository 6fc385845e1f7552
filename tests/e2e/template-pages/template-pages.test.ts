import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";

const app = setupApp();

async function open(path: string, dark = false): Promise<Page> {
  const page = await app.open({ dark });
  await page.goto(`${app.url}${path}`);
  return page;
}

const main = (page: Page) => page.getByRole("main");

async function expectNoindex(page: Page) {
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect(await main(page).getByText("Demo page").isVisible()).toBe(true);
}

async function expectSocialButtons(page: Page) {
  for (const network of ["Facebook", "Twitter", "Google"]) {
    const link = main(page).getByRole("link", { name: `Continue with ${network}` });
    expect(await link.getAttribute("href")).toBe("#");
    expect(await link.locator("svg").count()).toBe(1);
  }
  expect(await main(page).getByText("OR", { exact: true }).isVisible()).toBe(true);
}

/** The email field of the template forms: typed, required, with the example hint. */
async function expectEmailField(page: Page) {
  const email = main(page).getByLabel("Email address");
  expect(await email.getAttribute("type")).toBe("email");
  expect(await email.getAttribute("placeholder")).toBe("example@example.com");
  expect(await email.getAttribute("required")).not.toBeNull();
}

/**
 * A template form is a demo: the browser validates it, and a valid submit sends nothing and
 * stays on the page.
 */
async function expectDemoSubmit(page: Page, fill: () => Promise<void>, button = "Continue") {
  await page.locator("form[method=post]").first().waitFor();
  // Every piece hydrated first: what loads after the first paint (header menus, the footer, the
  // route manifest, the page-view beacon) is not the form's doing, and on a loaded machine it can
  // come after a first quiet half second.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const url = page.url();
  const sent: string[] = [];
  page.on("request", (r) => sent.push(`${r.method()} ${r.url()}`));
  await main(page).getByRole("button", { name: button }).click();
  expect(
    await main(page)
      .locator("input[required]")
      .first()
      .evaluate((el: HTMLInputElement) => el.validity.valid),
  ).toBe(false);
  await fill();
  await main(page).getByRole("button", { name: button }).click();
  await page.waitForLoadState("networkidle");
  expect(page.url()).toBe(url);
  expect(sent).toEqual([]);
}

describe("login", () => {
  it("has the social buttons, the fields, the links and the welcome text", async () => {
    const page = await open("/login");
    expect(await page.title()).toBe("Login · Wanderlust");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Login");
    expect(await main(page).getByText("Welcome to our blog magazine Community").isVisible()).toBe(
      true,
    );
    await expectNoindex(page);
    await expectSocialButtons(page);
    await expectEmailField(page);
    const password = main(page).getByLabel("Password");
    expect(await password.getAttribute("type")).toBe("password");
    expect(
      await main(page).getByRole("link", { name: "Forgot password?" }).getAttribute("href"),
    ).toBe("/forgot-pass");
    expect(await main(page).textContent()).toContain("New user? Create an account");
    expect(
      await main(page).getByRole("link", { name: "Create an account" }).getAttribute("href"),
    ).toBe("/signup");
    await expectAccessible(page);
    await expectDemoSubmit(page, async () => {
      await main(page).getByLabel("Email address").fill("ada@example.com");
      await password.fill("secret-secret");
    });
  });

  it("moves between login, sign-up and forgot password", async () => {
    const page = await open("/login");
    await main(page).getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${app.url}/forgot-pass`);
    await main(page).getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL(`${app.url}/signup`);
    await main(page).getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(`${app.url}/login`);
    await main(page).getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL(`${app.url}/signup`);
  });

  it("keeps a form posted without JavaScript to itself, and stores nothing", async () => {
    for (const path of ["/login", "/signup", "/forgot-pass", "/subscription", "/dashboard"]) {
      const response = await fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=ada%40example.com&password=secret",
      });
      expect(response.status, path).toBe(200);
      expect(await response.text()).not.toContain("secret");
    }
  });
});

describe("sign-up", () => {
  it("has the social buttons, email, password, Continue and the sign-in link", async () => {
    const page = await open("/signup");
    expect(await page.title()).toBe("Sign up · Wanderlust");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign up");
    await expectNoindex(page);
    await expectSocialButtons(page);
    await expectEmailField(page);
    expect(await main(page).getByLabel("Password").getAttribute("type")).toBe("password");
    expect(await main(page).textContent()).toContain("Already have an account? Sign in");
    expect(await main(page).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login",
    );
    await expectAccessible(page);
    await expectDemoSubmit(page, async () => {
      await main(page).getByLabel("Email address").fill("ada@example.com");
      await main(page).getByLabel("Password").fill("secret-secret");
    });
  });
});

describe("forgot password", () => {
  it("has the email field, Continue and the links back", async () => {
    const page = await open("/forgot-pass");
    expect(await page.title()).toBe("Forgot password · Wanderlust");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Forgot password");
    await expectNoindex(page);
    await expectEmailField(page);
    expect(await main(page).locator("input:not([type=hidden])").count()).toBe(1);
    expect(await main(page).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login",
    );
    expect(await main(page).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe(
      "/signup",
    );
    await expectAccessible(page);
    await expectDemoSubmit(page, async () => {
      await main(page).getByLabel("Email address").fill("ada@example.com");
    });
  });
});

describe("subscription", () => {
  it("shows three plans, the middle one POPULAR, each with features and Submit", async () => {
    const page = await open("/subscription");
    expect(await page.title()).toBe("Subscription · Wanderlust");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Subscription");
    await expectNoindex(page);
    const plans = main(page).locator("section[aria-labelledby^=plan-]");
    expect(await plans.count()).toBe(3);
    const expected = [
      { name: "Starter", price: "$5/mo", feature: "Automated reporting", popular: false },
      { name: "Basic", price: "$15/mo", feature: "100 builds", popular: true },
      { name: "Plus", price: "$25/mo", feature: "Unlimited builds", popular: false },
    ];
    for (const [i, plan] of expected.entries()) {
      const card = plans.nth(i);
      expect(await card.getByRole("heading").textContent()).toBe(plan.name);
      const text = (await card.textContent()) ?? "";
      expect(text).toContain(plan.price);
      expect(text).toContain(plan.feature);
      expect(await card.getByText("POPULAR", { exact: true }).count()).toBe(plan.popular ? 1 : 0);
      expect(await card.locator("li").count()).toBeGreaterThanOrEqual(3);
      expect(await card.getByRole("button", { name: /Submit/ }).textContent()).toBe("Submit");
    }
    await expectAccessible(page);
    await page.waitForLoadState("networkidle");
    const sent: string[] = [];
    page.on("request", (r) => sent.push(r.url()));
    await plans
      .nth(1)
      .getByRole("button", { name: /Submit/ })
      .click();
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual([]);
    expect(page.url()).toBe(`${app.url}/subscription`);
  });
});

describe("dark mode", () => {
  it("is accessible in dark mode", async () => {
    for (const path of ["/login", "/subscription"]) {
      const page = await open(path, true);
      await expectAccessible(page);
    }
  });
});
