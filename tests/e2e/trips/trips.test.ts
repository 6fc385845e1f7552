import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ageOptionLabel,
  agesLabel,
  BUDGET_LABELS,
  daysLabel,
  MONTH_NAMES,
  TRIP_FILTER_NAMES,
  TRIPS_PAGE_SIZE,
  type TripFilterName,
  tripCountLabel,
  tripsHref,
} from "#app/lib/trips.ts";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { sortPosts } from "#tests/setup/listings.ts";
import { getJson } from "#tests/setup/server.ts";
import {
  facetCounts,
  filtersOf,
  matching,
  optionValues,
  type SampleTrip,
  sampleTrips,
} from "#tests/setup/trips.ts";

/** The expected numbers come from the content files themselves, never from the app. */
const trips: SampleTrip[] = sampleTrips();
const count = (values: Partial<Record<TripFilterName, string>>) =>
  matching(trips, filtersOf(values)).length;
const titlesOf = (values: Partial<Record<TripFilterName, string>>) =>
  matching(trips, filtersOf(values))
    .map((t) => t.title)
    .sort();
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const app = setupApp();

const GRID = '[data-testid="trip-grid"]';
const cardTitles = (page: Page) => page.locator(`${GRID} article h3`).allTextContents();
const tripCount = (page: Page) => page.getByTestId("trip-count").textContent();
const select = (page: Page, name: string) =>
  page.getByTestId("trip-filters").locator(`select[name="${name}"]`);
const optionLabels = (page: Page, name: string) =>
  select(page, name).locator("option").allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;

/** Marks the document: a full page load loses the mark, a client-side navigation keeps it. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { finderMark: string }).finderMark = "same document";
  });
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { finderMark?: string }).finderMark);

/** An age and a month that each give trips, together fewer (AND) but at least one, on one page. */
function ageAndMonth(): { age: string; month: string } {
  for (const age of optionValues(trips, "age")) {
    for (const month of optionValues(trips, "month")) {
      const both = count({ age, month });
      if (both >= 1 && both <= TRIPS_PAGE_SIZE && both < Math.min(count({ age }), count({ month })))
        return { age, month };
    }
  }
  throw new Error("no age and month narrow each other in the sample trips");
}

/** Checks the cards shown: exactly `expected` (titles, any order), each with its trip's facts. */
async function expectCards(page: Page, expected: string[]) {
  await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(expected);
  const cards = page.locator(`${GRID} article`);
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const title = await card.locator("h3").textContent();
    const { trip } = trips.find((t) => t.title === title)!;
    const facts = await card.getByTestId("trip-facts").textContent();
    for (const fact of [
      `${trip.destination}, ${countryNames.of(trip.country)}`,
      daysLabel(trip.days),
      agesLabel(trip.ages),
      BUDGET_LABELS[trip.budget].name,
    ]) {
      expect(facts, title!).toContain(fact);
    }
  }
}

describe("the trip finder (/trips)", () => {
  let posts: PostCard[];
  beforeAll(async () => {
    posts = (await getJson<PostCard[]>(`${app.url}/api/GetPosts`)).filter((p) => p.trip);
  });

  /** The titles of the first page of trips passing filters, most recent first (the API's order). */
  const firstPage = (values: Partial<Record<TripFilterName, string>>) => {
    const wanted = new Set(titlesOf(values));
    return posts
      .filter((p) => wanted.has(p.title))
      .slice(0, TRIPS_PAGE_SIZE)
      .map((p) => p.title)
      .sort();
  };

  it("has its heading, the filter form and '{n} trips' for every sample trip, with the facts on each card", async () => {
    const files = fs.readdirSync("content/posts").filter((f) => f.endsWith(".md"));
    expect(trips).toHaveLength(files.length); // every sample post has a trip
    const page = await app.open();
    const response = await page.goto(`${app.url}/trips`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Plan by age and month",
    );
    const form = page.getByRole("form", { name: "Trip filters" });
    expect(await form.getAttribute("method")).toBe("get");
    expect(await form.getAttribute("action")).toBe("/trips");
    for (const name of [...TRIP_FILTER_NAMES, "sort"]) {
      expect(await select(page, name).count(), name).toBe(1);
    }
    for (const label of ["Child's age", "Month", "Length", "Budget", "Country", "Sort by"]) {
      expect(await form.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await form.getByRole("button", { name: "Show trips" }).count()).toBe(1);
    expect(await tripCount(page)).toBe(tripCountLabel(trips.length));
    expect(await tripCount(page)).toBe(`${trips.length} trips`);
    await expectCards(page, firstPage({}));
  });

  it("by keyboard with JavaScript: Tab to the age, arrow keys choose, the URL, count and cards update in place", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/trips`);
    await waitForHydration(page);
    await markDocument(page);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("name"));
    for (let tabs = 0; tabs < 80 && (await focused()) !== "age"; tabs++) {
      await page.keyboard.press("Tab");
    }
    expect(await focused()).toBe("age");

    // The first option after 'Any age' is 0 (under 1), then 1.
    for (const age of ["0", "1"]) {
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => query(page).get("age")).toBe(age);
      await expect.poll(() => tripCount(page)).toBe(tripCountLabel(count({ age })));
      await expectCards(page, firstPage({ age }));
      // Still on the age select, so the next arrow key moves on from this age.
      expect(await focused(), `focus after choosing age ${age}`).toBe("age");
    }
    expect(await documentMark(page), "a full page load happened").toBe("same document");
    expect(await select(page, "age").inputValue()).toBe("1");
    // Back: the select follows the URL.
    await page.goBack();
    await expect.poll(() => select(page, "age").inputValue()).toBe("0");
    await expect.poll(() => tripCount(page)).toBe(tripCountLabel(count({ age: "0" })));
    await page.goForward();
    await expect.poll(() => select(page, "age").inputValue()).toBe("1");
    await expect.poll(() => tripCount(page)).toBe(tripCountLabel(count({ age: "1" })));
    expect(await documentMark(page)).toBe("same document");

    // Facet counts: each month with the age kept, each age with no other filter.
    const months = facetCounts(trips, { age: "1" }, "month");
    expect(await optionLabels(page, "month")).toEqual([
      "Any month",
      ...MONTH_NAMES.map((name, i) => `${name} (${months.get(String(i + 1))})`),
    ]);
    const ages = facetCounts(trips, { age: "1" }, "age");
    expect(await optionLabels(page, "age")).toEqual([
      "Any age",
      // The chosen age reads short (the closed select shows it whole); the others with counts.
      ...[...ages].map(([age, n]) =>
        age === "1" ? ageOptionLabel(1) : `${ageOptionLabel(Number(age))} (${n})`,
      ),
    ]);
    // Every country offered gives trips with the age kept, and says how many.
    const countries = facetCounts(trips, { age: "1" }, "country");
    const offered = (await optionLabels(page, "country")).slice(1);
    expect(offered.sort()).toEqual(
      [...countries]
        .filter(([, n]) => n > 0)
        .map(([code, n]) => `${countryNames.of(code)} (${n})`)
        .sort(),
    );
    await expectAccessible(page);
  });

  it("without JavaScript: 'Show trips' puts the filters in the URL, and two filters combine with AND", async () => {
    const { age, month } = ageAndMonth();
    const page = await app.open({ javaScriptEnabled: false });
    await page.goto(`${app.url}/trips`);
    await select(page, "age").selectOption(age);
    await Promise.all([
      page.waitForURL(/[?&]age=/),
      page.getByRole("button", { name: "Show trips" }).click(),
    ]);
    expect(query(page).get("age")).toBe(age);
    expect(await tripCount(page)).toBe(tripCountLabel(count({ age })));
    // The page remembers the choice, and the month's counts keep the age.
    expect(await select(page, "age").inputValue()).toBe(age);
    expect(await optionLabels(page, "month")).toContain(
      `${MONTH_NAMES[Number(month) - 1]} (${count({ age, month })})`,
    );

    await select(page, "month").selectOption(month);
    await Promise.all([
      page.waitForURL(/[?&]month=\d/),
      page.getByRole("button", { name: "Show trips" }).click(),
    ]);
    expect(query(page).get("age")).toBe(age);
    expect(query(page).get("month")).toBe(month);
    const both = count({ age, month });
    expect(both).toBeLessThan(Math.min(count({ age }), count({ month })));
    expect(await tripCount(page)).toBe(tripCountLabel(both));
    await expectCards(page, titlesOf({ age, month }));
  });

  it("sorts by 'Most Viewed': the cards in the order of the posts' view counts", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/trips`);
    await waitForHydration(page);
    await page.getByLabel("Sort by").selectOption({ label: "Most Viewed" });
    await page.waitForURL(/sort=viewed/);
    // View counts as the site has them now (the API), not as the front matter started them.
    const byViews = sortPosts(
      (await getJson<PostCard[]>(`${app.url}/api/GetPosts`)).filter((p) => p.trip),
      "viewed",
    );
    await expect
      .poll(() => cardTitles(page))
      .toEqual(byViews.slice(0, TRIPS_PAGE_SIZE).map((p) => p.title));
    expect(await tripCount(page)).toBe(tripCountLabel(trips.length));
  });

  it("says 'No trips match these filters' for an empty combination; 'Clear filters' shows every trip", async () => {
    // A country and a month that each have trips but none together.
    let empty: { country: string; month: string } | undefined;
    for (const country of optionValues(trips, "country")) {
      const month = optionValues(trips, "month").find(
        (m) => count({ month: m }) > 0 && count({ country, month: m }) === 0,
      );
      if (month) {
        empty = { country, month };
        break;
      }
    }
    expect(empty).toBeDefined();
    const page = await app.open();
    await page.goto(`${app.url}${tripsHref(filtersOf(empty!))}`);
    await waitForHydration(page);
    await markDocument(page);
    expect(await tripCount(page)).toBe("0 trips");
    await page.getByText("No trips match these filters").waitFor();
    expect(await page.locator(`${GRID} article`).count()).toBe(0);
    // The one-tap loosenings, each with the trips it finds (from the content files), most first.
    const noResults = page.getByTestId("trip-no-results");
    // (In the finder's order of filters, month before country, for equal counts.)
    const loosen = [
      {
        text: `Any month (${tripCountLabel(count({ country: empty!.country }))})`,
        n: count({ country: empty!.country }),
      },
      {
        text: `Anywhere (${tripCountLabel(count({ month: empty!.month }))})`,
        n: count({ month: empty!.month }),
      },
    ].sort((a, b) => b.n - a.n);
    expect(
      (await noResults.locator("li a").allTextContents()).map((t) => t.replace(/\s+/g, " ").trim()),
    ).toEqual(loosen.map((l) => l.text));
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${app.url}/trips`);
    await expect.poll(() => tripCount(page)).toBe(tripCountLabel(trips.length));
    expect(await page.locator(`${GRID} article`).count()).toBe(TRIPS_PAGE_SIZE);
    expect(await select(page, "country").inputValue()).toBe("");
    expect(await select(page, "month").inputValue()).toBe("");
    expect(await documentMark(page)).toBe("same document");
  });

  it("pages through every trip with ?page=, 12 a page", async () => {
    const pages = Math.ceil(trips.length / TRIPS_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    const page = await app.open();
    await page.goto(`${app.url}/trips`);
    await waitForHydration(page);
    const first = await cardTitles(page);
    expect(first).toEqual(posts.slice(0, TRIPS_PAGE_SIZE).map((p) => p.title));
    const pager = page.getByRole("navigation", { name: "Trip pages" });
    expect(await pager.getByRole("link", { name: String(pages), exact: true }).count()).toBe(1);
    await pager.getByRole("link", { name: "2", exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await expect
      .poll(() => cardTitles(page))
      .toEqual(posts.slice(TRIPS_PAGE_SIZE, 2 * TRIPS_PAGE_SIZE).map((p) => p.title));
    const second = await cardTitles(page);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    expect(await tripCount(page)).toBe(tripCountLabel(trips.length));
    // The last page holds the rest.
    await page.goto(`${app.url}/trips?page=${pages}`);
    expect(await page.locator(`${GRID} article`).count()).toBe(
      trips.length - (pages - 1) * TRIPS_PAGE_SIZE,
    );
  });

  it("is accessible in light and dark mode", async () => {
    for (const dark of [false, true]) {
      const page = await app.open({ dark });
      await page.goto(`${app.url}/trips`);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});

describe("ways into the finder", () => {
  it("the home's 'Plan by age and month' sends an age and a month to /trips", async () => {
    const { age, month } = ageAndMonth();
    const page = await app.open();
    await page.goto(app.url);
    await waitForHydration(page);
    const section = page.getByTestId("plan-trip");
    expect(await section.getByRole("heading", { level: 2 }).textContent()).toBe(
      "Plan by age and month",
    );
    expect(await section.getByRole("link", { name: /destination/ }).getAttribute("href")).toBe(
      "/destinations",
    );
    await section.getByLabel("Child's age").selectOption(age);
    await section.getByLabel("Month").selectOption(month);
    await section.getByRole("button", { name: "Find trips" }).click();
    await page.waitForURL(/\/trips\?/);
    expect(new URL(page.url()).pathname).toBe("/trips");
    expect(query(page).get("age")).toBe(age);
    expect(query(page).get("month")).toBe(month);
    await expect.poll(() => tripCount(page)).toBe(tripCountLabel(count({ age, month })));
    expect(await select(page, "age").inputValue()).toBe(age);
    expect(await select(page, "month").inputValue()).toBe(month);
  });

  it("the footer's Explore column links 'Trip finder' and 'Destinations'", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/about`);
    const explore = page.getByRole("contentinfo").getByRole("navigation", { name: "Explore" });
    expect(
      await explore.getByRole("link", { name: "Trip finder", exact: true }).getAttribute("href"),
    ).toBe("/trips");
    expect(
      await explore.getByRole("link", { name: "Destinations", exact: true }).getAttribute("href"),
    ).toBe("/destinations");
  });

  it("the search palette finds posts by their trip's country or destination name", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/trips`);
    await waitForHydration(page);
    await page.getByTestId("search-button").click();
    const palette = page.getByTestId("search-palette");
    await palette.waitFor();
    const posts = palette.getByRole("group", { name: "Posts", exact: true }).getByRole("option");
    for (const term of ["portugal", "ria formosa"]) {
      const expected = trips.filter((t) =>
        [t.title, t.trip.destination, countryNames.of(t.trip.country) ?? ""].some((text) =>
          text.toLowerCase().includes(term),
        ),
      );
      // Found by the place, not the title.
      expect(
        expected.some((t) => !t.title.toLowerCase().includes(term)),
        term,
      ).toBe(true);
      await palette.getByRole("combobox").fill(term);
      await expect.poll(async () => (await posts.allTextContents()).length).toBe(expected.length);
      const shown = await posts.allTextContents();
      for (const t of expected)
        expect(
          shown.some((s) => s.includes(t.title)),
          t.title,
        ).toBe(true);
    }
  });
});
