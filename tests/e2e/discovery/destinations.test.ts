import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TRIPS_PAGE_SIZE, tripCountLabel } from "#app/lib/trips.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, headingProblems, waitForHydration } from "#tests/setup/browser.ts";
import { type SampleTrip, sampleTrips } from "#tests/setup/trips.ts";

/** The expected countries, counts and places come from the content files, never from the app. */
const trips: SampleTrip[] = sampleTrips();
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const nameOf = (cc: string) => countryNames.of(cc) ?? cc;
const dateOf = (t: SampleTrip) =>
  new Date(matter(fs.readFileSync(path.join("content/posts", t.file), "utf8")).data.date).getTime();

/** Trips per country code, as the content has them. */
const countries = new Map<string, SampleTrip[]>();
for (const t of trips) countries.set(t.trip.country, [...(countries.get(t.trip.country) ?? []), t]);

/** A place on the map: the trips grouped by country and destination name, case aside. */
interface Place {
  country: string;
  destination: string;
  trips: SampleTrip[];
  /** Titles of its newest posts (more than one only for posts of the same date). */
  newest: string[];
}
const placeKey = (country: string, destination: string) =>
  `${country}|${destination.toLowerCase()}`;
const places = new Map<string, Place>();
for (const t of trips) {
  const key = placeKey(t.trip.country, t.trip.destination);
  const place = places.get(key) ?? {
    country: t.trip.country,
    destination: t.trip.destination,
    trips: [],
    newest: [],
  };
  place.trips.push(t);
  places.set(key, place);
}
for (const place of places.values()) {
  const latest = Math.max(...place.trips.map(dateOf));
  place.newest = place.trips.filter((t) => dateOf(t) === latest).map((t) => t.title);
}

const app = setupApp();

const SVG_NS = "http://www.w3.org/2000/svg";
/** The maps: inline SVG in the page's main content. */
const MAP_LINKS = "main svg a";

interface MapLink {
  href: string | null;
  /** aria-label, else the link's <title>. */
  name: string;
  svg: boolean;
}

/** Every link inside the maps, in document order. */
function mapLinks(page: Page): Promise<MapLink[]> {
  return page.locator(MAP_LINKS).evaluateAll(
    (links, ns) =>
      links.map((a) => ({
        href: a.getAttribute("href"),
        name: a.getAttribute("aria-label") ?? a.querySelector("title")?.textContent ?? "",
        svg: a.namespaceURI === ns && a.localName === "a" && a.closest("svg") !== null,
      })),
    SVG_NS,
  );
}

const isCountryHref = (href: string | null) => /^\/destinations\/[a-z]{2}$/.test(href ?? "");

/** The marker's place: "{destination}, {country name}: {title}" -> the place's key. */
function placeOfMarker(name: string): Place | undefined {
  for (const place of places.values()) {
    const prefix = `${place.destination}, ${nameOf(place.country)}: `.toLowerCase();
    if (name.toLowerCase().startsWith(prefix)) return place;
  }
  return undefined;
}

const trip = (title: string) => trips.find((t) => t.title === title)!;

describe("/destinations", () => {
  it("without JavaScript: inline SVG maps, a link per country with trips and a marker per place", async () => {
    expect(countries.size).toBeGreaterThan(1);
    const page = await app.open({ javaScriptEnabled: false });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const response = await page.goto(`${app.url}/destinations`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("load");

    // Inline SVG maps, no tiles: no images in the content but the countries' flags (our own SVG
    // files), no <image> in the maps, nothing fetched from elsewhere.
    const maps = page.locator("main svg:has(a)");
    expect(await maps.count()).toBeGreaterThanOrEqual(1);
    expect(
      await page
        .locator("main img:not([data-flag]), main iframe, main canvas, main object")
        .count(),
    ).toBe(0);
    expect(await page.locator("main svg image").count()).toBe(0);
    const foreign = requests.filter((url) => new URL(url).origin !== app.url);
    expect(foreign, "requests to other origins").toEqual([]);

    const links = await mapLinks(page);
    expect(links.every((l) => l.svg)).toBe(true);

    // Every country with trips: a link in a map to /destinations/{cc}, named with its count.
    const countryLinks = links.filter((l) => isCountryHref(l.href));
    for (const [cc, its] of countries) {
      const href = `/destinations/${cc.toLowerCase()}`;
      const named = countryLinks.filter((l) => l.href === href);
      expect(named.length, `${nameOf(cc)}'s link in a map`).toBeGreaterThanOrEqual(1);
      for (const link of named) {
        expect(link.name).toContain(nameOf(cc));
        expect(link.name).toContain(tripCountLabel(its.length));
        // As assistive technology names it.
        expect(
          await maps.getByRole("link", { name: link.name, exact: true }).count(),
          link.name,
        ).toBe(named.length);
      }
    }
    // ... and no other country.
    expect(new Set(countryLinks.map((l) => l.href))).toEqual(
      new Set([...countries.keys()].map((cc) => `/destinations/${cc.toLowerCase()}`)),
    );

    // The list beside the maps: every country with its count.
    const list = page.getByRole("navigation", { name: "Countries" });
    const listed = await list
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((as) =>
        as.map((a) => [a.getAttribute("href"), (a.textContent ?? "").replace(/\s+/g, " ").trim()]),
      );
    expect(listed).toHaveLength(countries.size);
    for (const [cc, its] of countries) {
      const entry = listed.find(([href]) => href === `/destinations/${cc.toLowerCase()}`);
      expect(entry, nameOf(cc)).toBeDefined();
      expect(entry![1]).toContain(nameOf(cc));
      expect(entry![1]).toContain(tripCountLabel(its.length));
    }

    // Exactly one marker per place across the maps, named with the place and its country, leading
    // to the newest post about it.
    const markers = links.filter((l) => !isCountryHref(l.href));
    expect(markers).toHaveLength(places.size);
    const seen = new Map<string, number>();
    for (const marker of markers) {
      const place = placeOfMarker(marker.name);
      expect(place, `marker "${marker.name}"`).toBeDefined();
      const key = placeKey(place!.country, place!.destination);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const title = marker.name.slice(`${place!.destination}, ${nameOf(place!.country)}: `.length);
      expect(place!.newest, marker.name).toContain(title);
      expect(marker.href, marker.name).toMatch(/^\/[^/]/);
    }
    expect([...seen.keys()].sort()).toEqual([...places.keys()].sort());
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it("by keyboard: Tab reaches every map link in order, each with a visible focus; Enter on a country opens its page", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/destinations`);
    await waitForHydration(page);
    const links = await mapLinks(page);
    expect(links.length).toBe(places.size + links.filter((l) => isCountryHref(l.href)).length);

    /** The focused element: its index among the map links (-1 if none), and whether SVG `a`. */
    const focused = () =>
      page.evaluate(
        ([selector, ns]) => {
          const el = document.activeElement;
          return {
            index: el ? [...document.querySelectorAll(selector!)].indexOf(el) : -1,
            svgLink: el?.namespaceURI === ns && el?.localName === "a",
          };
        },
        [MAP_LINKS, SVG_NS],
      );
    /** What the focus style may change on a map link (the markers' ring is `--ring`). */
    const styleOf = (index: number) =>
      page.evaluate(
        ([selector, i]) => {
          const a = document.querySelectorAll(selector as string)[i as number]!;
          const s = getComputedStyle(a);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.fill,
            s.stroke,
            s.strokeWidth,
            s.getPropertyValue("--ring"),
          ].join(" | ");
        },
        [MAP_LINKS, index],
      );
    const pixels = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return page.screenshot({
        clip: { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 },
      });
    };
    const tabToFirstMapLink = async () => {
      for (let tabs = 0; tabs < 60 && (await focused()).index !== 0; tabs++) {
        expect((await focused()).index, "a later map link before the first").toBe(-1);
        await page.keyboard.press("Tab");
      }
      expect(await focused()).toEqual({ index: 0, svgLink: true });
    };

    await tabToFirstMapLink();
    const firstMarker = links.findIndex((l) => !isCountryHref(l.href));
    for (let i = 0; i < links.length; i++) {
      expect(await focused(), `Tab ${i}: ${links[i]!.name}`).toEqual({ index: i, svgLink: true });
      const link = page.locator(MAP_LINKS).nth(i);
      const focusStyle = await styleOf(i);
      // The first country and the first marker: the focus shows on screen, not only in the styles.
      const shot = i === 0 || i === firstMarker ? await pixels(link) : undefined;
      await page.keyboard.press("Tab");
      expect(await styleOf(i), `focus style of ${links[i]!.name}`).not.toBe(focusStyle);
      if (shot) {
        expect((await pixels(link)).equals(shot), `focus visible on ${links[i]!.name}`).toBe(false);
      }
    }
    expect((await focused()).index, "Tab leaves the maps after the last link").toBe(-1);

    // Enter on the first map link, a country, opens its page.
    await page.goto(`${app.url}/destinations`);
    await waitForHydration(page);
    await tabToFirstMapLink();
    const first = links[0]!;
    expect(isCountryHref(first.href)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${app.url}${first.href}`);
    const cc = first.href!.slice(-2).toUpperCase();
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: nameOf(cc), exact: true }).count())
      .toBe(1);
  });

  it("is accessible in light and dark mode (axe, heading outline), with land, countries with trips and sea told apart", async () => {
    for (const pathname of ["/destinations", "/destinations/pt"]) {
      for (const dark of [false, true]) {
        const page = await app.open({ dark });
        await page.goto(`${app.url}${pathname}`);
        await waitForHydration(page);
        await expectAccessible(page);
        expect(await headingProblems(page), pathname).toEqual([]);
        const map = page.locator("main svg:has(a)").first();
        const fills = await map.evaluate((svg) => {
          const fill = (el: Element | null) => (el ? getComputedStyle(el).fill : null);
          return {
            sea: fill(svg.querySelector("rect")),
            land: fill(svg.querySelector("g[aria-hidden=true] use")),
            trips: fill(svg.querySelector("a")),
          };
        });
        expect(new Set(Object.values(fills)).size, `${pathname} dark=${dark}`).toBe(3);
      }
    }
  });

  it("fits a 390 px wide screen without horizontal scrolling", async () => {
    for (const pathname of ["/destinations", "/destinations/pt"]) {
      const page = await app.open({ width: 390, height: 844 });
      await page.goto(`${app.url}${pathname}`);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        pathname,
      ).toBeLessThanOrEqual(390);
      const widths = await page
        .locator("main svg:has(a)")
        .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
      expect(widths.length).toBeGreaterThanOrEqual(1);
      for (const width of widths) {
        expect(width).toBeLessThanOrEqual(390);
        expect(width, "the map uses the screen's width").toBeGreaterThan(300);
      }
    }
  });

  it("lists the countries in rows of 44 px or more, each name and count on one line, 390 to 1280 px wide", async () => {
    const page = await app.open({ width: 390, height: 844 });
    await page.goto(`${app.url}/destinations`);
    for (const width of [390, 640, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page
        .getByRole("navigation", { name: "Countries" })
        .getByRole("listitem")
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((link) => {
            // The lines an element's text runs over: its text's boxes, one per line (the flag's
            // image left out).
            const lines = (element: Element) => {
              const tops = new Set<number>();
              const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (!node.textContent?.trim()) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const r of range.getClientRects()) tops.add(Math.round(r.top));
              }
              return tops.size;
            };
            const [name, count] = [...link.children];
            return {
              text: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
              height: link.getBoundingClientRect().height,
              nameLines: lines(name!),
              countLines: lines(count!),
            };
          }),
        );
      expect(rows).toHaveLength(countries.size);
      for (const row of rows) {
        expect(row.height, `${row.text} at ${width} px`).toBeGreaterThanOrEqual(44);
        expect(row.nameLines, `${row.text} at ${width} px`).toBe(1);
        expect(row.countLines, `${row.text} at ${width} px`).toBe(1);
      }
    }
  });

  it("a marker leads to the newest article about its place, whose 'Trip at a glance' names it", async () => {
    // The place with the most trips, so "newest" means something.
    const place = [...places.values()].sort((a, b) => b.trips.length - a.trips.length)[0]!;
    expect(place.trips.length).toBeGreaterThan(1);
    const page = await app.open();
    await page.goto(`${app.url}/destinations`);
    await waitForHydration(page);
    const name = new RegExp(
      `^${`${place.destination}, ${nameOf(place.country)}: `.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      "i",
    );
    const marker = page.locator("main svg").getByRole("link", { name });
    expect(await marker.count()).toBe(1);
    const href = await marker.getAttribute("href");
    await marker.click();
    await page.waitForURL(`${app.url}${href}`);
    const heading = page.getByRole("heading", { level: 1 }).first();
    await expect.poll(() => heading.textContent()).toBe(place.newest[0]);
    expect(place.newest).toContain(await heading.textContent());
    const panel = page.getByRole("region", { name: "Trip at a glance" });
    expect(await panel.textContent()).toContain(`${place.destination}, ${nameOf(place.country)}`);
  });
});

describe("/destinations/{cc}", () => {
  const pt = countries.get("PT") ?? [];
  const region = (page: Page) => page.getByRole("region", { name: "Trips to Portugal" });
  const cardTitles = (page: Page) => region(page).locator("article h3").allTextContents();

  it("/destinations/pt: its name, its places, its map, its trips as cards with their facts, paged by 12", async () => {
    expect(pt.length).toBeGreaterThan(0);
    const page = await app.open();
    const response = await page.goto(`${app.url}/destinations/pt`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(
      await page.getByRole("heading", { level: 1, name: "Portugal", exact: true }).count(),
    ).toBe(1);
    const intro = await page.locator("main header p").textContent();
    expect(intro).toContain(tripCountLabel(pt.length));
    for (const place of places.values()) {
      if (place.country !== "PT") continue;
      const n = place.trips.length;
      expect(intro).toContain(n > 1 ? `${place.destination} (${n})` : place.destination);
    }

    // The map: Portugal highlighted, not a link to this page; a marker per place.
    const links = await mapLinks(page);
    expect(links.every((l) => l.svg)).toBe(true);
    expect(links.filter((l) => l.href === "/destinations/pt")).toEqual([]);
    const markers = links.filter((l) => !isCountryHref(l.href));
    const ptPlaces = [...places.values()].filter((p) => p.country === "PT");
    expect(markers).toHaveLength(ptPlaces.length);
    expect(new Set(markers.map((m) => placeOfMarker(m.name)))).toEqual(new Set(ptPlaces));

    // Page 1 of the cards, each with its trip's facts.
    const expectCards = async (titles: string[]) => {
      for (const title of titles) {
        expect(trip(title).trip.country, title).toBe("PT");
      }
      const cards = region(page).locator("article");
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        const title = (await card.locator("h3").textContent())!;
        const facts = await card.getByTestId("trip-facts").textContent();
        expect(facts, title).toContain("Portugal");
        expect(facts, title).toContain(`${trip(title).trip.destination}, Portugal`);
      }
    };
    const first = await cardTitles(page);
    expect(first).toHaveLength(Math.min(pt.length, TRIPS_PAGE_SIZE));
    await expectCards(first);
    let all = first;
    if (pt.length > TRIPS_PAGE_SIZE) {
      const pager = page.getByRole("navigation", { name: "Trip pages" });
      await pager.getByRole("link", { name: "2", exact: true }).click();
      await page.waitForURL(/[?&]page=2/);
      await expect.poll(async () => (await cardTitles(page)).join()).not.toBe(first.join());
      const second = await cardTitles(page);
      expect(second).toHaveLength(Math.min(pt.length - TRIPS_PAGE_SIZE, TRIPS_PAGE_SIZE));
      await expectCards(second);
      all = [...first, ...second];
    }
    if (pt.length <= 2 * TRIPS_PAGE_SIZE) {
      expect(all.sort()).toEqual(pt.map((t) => t.title).sort());
    }

    // The finder, filtered by the country, counts the same trips.
    const finder = page.getByRole("link", { name: "Filter them by age, month and budget" });
    expect(await finder.getAttribute("href")).toBe("/trips?country=PT");
    await finder.click();
    await page.waitForURL(`${app.url}/trips?country=PT`);
    await expect
      .poll(() => page.getByTestId("trip-count").textContent())
      .toBe(tripCountLabel(pt.length));
  });

  it("answers 404 for a code that is no country, or a country without trips", async () => {
    expect(countries.has("DE")).toBe(false);
    for (const code of ["zz", "de", "xyz", "p", "p1"]) {
      const response = await fetch(`${app.url}/destinations/${code}`, { redirect: "manual" });
      expect(response.status, code).toBe(404);
    }
    const page = await app.open({ javaScriptEnabled: false });
    const response = await page.goto(`${app.url}/destinations/zz`);
    expect(response?.status()).toBe(404);
  });

  it("upper case /destinations/PT moves permanently to /destinations/pt, query kept", async () => {
    for (const [asked, canonical] of [
      ["/destinations/PT", "/destinations/pt"],
      ["/destinations/Pt?page=2", "/destinations/pt?page=2"],
    ] as const) {
      const response = await fetch(`${app.url}${asked}`, { redirect: "manual" });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("location"), asked).toBe(canonical);
    }
    const page = await app.open({ javaScriptEnabled: false });
    const response = await page.goto(`${app.url}/destinations/PT`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${app.url}/destinations/pt`);
    expect(
      await page.getByRole("heading", { level: 1, name: "Portugal", exact: true }).count(),
    ).toBe(1);
  });
});
