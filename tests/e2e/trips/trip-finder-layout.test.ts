/**
 * The trip finder on a phone and on a laptop (issue 28, items 1 and 4): a closed select shows its
 * whole choice; on a phone the filters fold behind 'Filters (n)' with the chosen ones as chips and
 * the first result on the first screen; the results line says the filters; the cards' trip facts
 * are labelled chips and their titles are never cut.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BUDGET_LABELS, tripCountLabel, tripsHref } from "#app/lib/trips.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { filtersOf, matching, sampleTrips } from "#tests/setup/trips.ts";

const trips = sampleTrips();
const app = setupApp();

/** The longest choice of each filter (the ones the review found cut), as the URL writes them. */
const LONGEST = { age: "4", month: "11", length: "long", budget: "1", country: "GB" } as const;
const FORM = '[data-testid="trip-filters"]';

/**
 * For each select of the finder: the text it shows closed (its chosen option's), that text's
 * width in the select's own font, and the room the select gives it (its content box).
 */
function closedSelects(page: Page) {
  return page.locator(`${FORM} select`).evaluateAll((selects) => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    return (selects as HTMLSelectElement[]).map((select) => {
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? "";
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        name: select.name,
        text,
        textWidth: Math.ceil(canvas.measureText(text).width),
        room: Math.floor(room),
        scrollWidth: select.scrollWidth,
        clientWidth: select.clientWidth,
        height: select.getBoundingClientRect().height,
      };
    });
  });
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);

describe("the trip finder's filters", () => {
  for (const width of [390, 1280]) {
    it(`shows every chosen value whole in its closed select at ${width} px, and the full labels with counts when open`, async () => {
      const page = await app.open({ width, height: 844 });
      await page.goto(`${app.url}${tripsHref(filtersOf(LONGEST))}`);
      if (width === 390) await page.getByText("Filters (5)").click();
      const selects = await closedSelects(page);
      expect(selects.map((s) => s.name)).toEqual([
        "age",
        "month",
        "length",
        "budget",
        "country",
        "sort",
      ]);
      expect(selects.map((s) => s.text)).toEqual([
        "4 years",
        "November",
        "Long trip",
        "Shoestring",
        "United Kingdom",
        "Most Recent",
      ]);
      for (const s of selects) {
        expect(s.textWidth, `${s.name} "${s.text}" in ${s.room} px`).toBeLessThanOrEqual(s.room);
        expect(s.scrollWidth, s.name).toBeLessThanOrEqual(s.clientWidth);
        expect(s.height, s.name).toBeGreaterThanOrEqual(44);
      }
      // The open list: the other options say what they are in full and how many trips they give.
      const budgets = await page.locator(`${FORM} select[name="budget"] option`).allTextContents();
      expect(budgets[0]).toBe("Any budget");
      expect(budgets[1]).toBe("Shoestring");
      const midRange = matching(trips, filtersOf({ ...LONGEST, budget: "2" })).length;
      expect(budgets[2]).toBe(`${BUDGET_LABELS[2].name}, ${BUDGET_LABELS[2].perDay} (${midRange})`);
    });
  }

  it("on a phone: 'Filters (n)' folds the panel, the chosen filters are chips that each remove theirs, the first result is on the first screen", async () => {
    const filters = { age: "4", month: "7" };
    const n = matching(trips, filtersOf(filters)).length;
    expect(n, "the sample trips have trips for a 4-year-old in July").toBeGreaterThan(0);
    const page = await app.open({ width: 390, height: 844, touch: true });
    await page.goto(`${app.url}/trips?age=4&month=7`);
    await waitForHydration(page);
    const toggle = page.locator(`${FORM} summary`);
    expect(await toggle.textContent()).toBe("Filters (2)");
    expect((await box(page, `${FORM} summary`)).height).toBeGreaterThanOrEqual(44);
    expect(await page.locator(`${FORM} select`).first().isVisible()).toBe(false);
    expect(await page.getByTestId("trip-summary").textContent()).toBe(
      `${tripCountLabel(n)} for a 4-year-old in July`,
    );
    expect(await page.getByTestId("trip-count").textContent()).toBe(tripCountLabel(n));
    const first = await box(page, '[data-testid="trip-grid"] article');
    expect(first.top, "the first result's top").toBeLessThan(844);

    const chips = page.getByRole("list", { name: "Chosen filters" }).getByRole("link");
    expect(await chips.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/trips?month=7",
      "/trips?age=4",
    ]);
    expect(await chips.allTextContents()).toEqual(["Remove Age 4", "Remove July"]);
    for (const chip of await chips.all()) {
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole("link", { name: "Remove July" }).tap();
    await expect.poll(() => new URL(page.url()).search).toBe("?age=4");
    const age4 = matching(trips, filtersOf({ age: "4" })).length;
    await expect
      .poll(() => page.getByTestId("trip-summary").textContent())
      .toBe(`${tripCountLabel(age4)} for a 4-year-old`);
    expect(await toggle.textContent()).toBe("Filters (1)");

    // The button opens the panel, and a choice there updates the results.
    await toggle.tap();
    await page.locator(`${FORM} select[name="month"]`).selectOption("7");
    await expect.poll(() => new URL(page.url()).search).toBe("?age=4&month=7");
    await expect.poll(() => page.getByTestId("trip-count").textContent()).toBe(tripCountLabel(n));
    await expectAccessible(page);
  });

  it("on a phone without JavaScript: the button still opens the panel and 'Show trips' applies it", async () => {
    const page = await app.open({ width: 390, height: 844, javaScriptEnabled: false });
    await page.goto(`${app.url}/trips`);
    expect(await page.locator(`${FORM} summary`).textContent()).toBe("Filters");
    await page.locator(`${FORM} summary`).click();
    await page.locator(`${FORM} select[name="age"]`).selectOption("4");
    await Promise.all([
      page.waitForURL(/age=4/),
      page.getByRole("button", { name: "Show trips" }).click(),
    ]);
    expect(await page.getByRole("link", { name: "Remove Age 4" }).getAttribute("href")).toBe(
      "/trips",
    );
  });

  it("at 1280 px the panel is open, with no button and no chips", async () => {
    const page = await app.open({ width: 1280 });
    await page.goto(`${app.url}/trips?age=4`);
    expect(await page.locator(`${FORM} summary`).isVisible()).toBe(false);
    expect(await page.locator(`${FORM} select[name="age"]`).isVisible()).toBe(true);
    expect(await page.getByRole("list", { name: "Chosen filters" }).isVisible()).toBe(false);
  });
});

describe("the trip finder's cards", () => {
  it("show the trip's facts as labelled chips before the counts, and whole titles, at 1280 px", async () => {
    for (const dark of [false, true]) {
      const page = await app.open({ width: 1280, dark });
      await page.goto(`${app.url}/trips`);
      const cards = await page
        .locator('[data-testid="trip-grid"] article')
        .evaluateAll((articles) =>
          articles.map((card) => {
            const facts = card.querySelector('[data-testid="trip-facts"]')!;
            const actions = card.querySelector(".card-actions")!;
            const title = card.querySelector("h3")!;
            const chips = [...facts.querySelectorAll("li:not(:first-child)")].map((chip) => {
              const icon = getComputedStyle(chip, "::before");
              return {
                text: chip.textContent,
                icon: icon.maskImage || icon.webkitMaskImage,
                iconWidth: icon.width,
                background: getComputedStyle(chip).backgroundColor,
              };
            });
            return {
              title: title.textContent,
              titleCut: title.scrollHeight > title.clientHeight + 1,
              factsBeforeCounts:
                facts.getBoundingClientRect().bottom <= actions.getBoundingClientRect().top,
              chips,
            };
          }),
        );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.titleCut, `${card.title} is cut`).toBe(false);
        expect(card.factsBeforeCounts, card.title!).toBe(true);
        expect(card.chips).toHaveLength(4);
        expect(card.chips[0]!.text).toMatch(/^When: /);
        expect(card.chips[3]!.text).toMatch(/^Budget: /);
        for (const chip of card.chips) {
          expect(chip.icon, `${card.title}: ${chip.text}`).toMatch(/^url\("data:image\/svg\+xml/);
          expect(chip.iconWidth).toBe("14px");
          expect(chip.background).not.toBe("rgba(0, 0, 0, 0)");
        }
      }
      await expectAccessible(page);
    }
  });
});
