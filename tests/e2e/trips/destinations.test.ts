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
const dateOf = (t: SampleTrip) => new Date(t.date).getTime();

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
/**
 * The maps' links as shown from 640 px up: inline SVG in the page's main content, less the
 * markers drawn for a phone (shown below 640 px only).
 */
const MAP_LINKS = 'main svg a:not([data-layer="phone"] a)';

interface MapLink {
  href: string | null;
  /** aria-label, else the link's <title>. */
  name: string;
  svg: boolean;
  /** A group of a country's places (a badge with their count), leading to the country's page. */
  group: boolean;
}

/** Every link shown inside the maps (at the page's width), in document order. */
function mapLinks(page: Page): Promise<MapLink[]> {
  return page.locator("main svg a").evaluateAll(
    (links, ns) =>
      links
        // Shown: not in the markers' layer of the other screen size (display: none, no box).
        .filter((a) => a.checkVisibility() && a.getBoundingClientRect().width > 0)
        .map((a) => ({
          href: a.getAttribute("href"),
          name: a.getAttribute("aria-label") ?? a.querySelector("title")?.textContent ?? "",
          svg: a.namespaceURI === ns && a.localName === "a" && a.closest("svg") !== null,
          group: a.hasAttribute("data-group"),
        })),
    SVG_NS,
  );
}

/**
 * A group's places, from its name: "Lisbon, Sintra and Algarve: 10 trips in Portugal" (or "in the
 * Maldives") -> the places (undefined when it names a place that is not one of the country's, or
 * its trips are not theirs).
 */
function placesOfGroup(link: MapLink): Place[] | undefined {
  const match = /^(.*): (\d+) trips? in (.*)$/.exec(link.name);
  if (!match) return undefined;
  const cc = link.href!.slice(-2).toUpperCase();
  const its = [...places.values()].filter((p) => p.country === cc);
  const names = match[1]!.split(/, | and /);
  const found = names.map((n) => its.find((p) => p.destination === n));
  if (found.some((p) => !p) || match[3]!.replace(/^the /, "") !== nameOf(cc)) return undefined;
  const trips = found.reduce((n, p) => n + p!.trips.length, 0);
  return trips === Number(match[2]) ? (found as Place[]) : undefined;
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
    const countryLinks = links.filter((l) => isCountryHref(l.href) && !l.group);
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

    // Every place exactly once across the maps: its own marker, named with the place and its
    // country, leading to the newest post about it, or in a group of its country's places, named
    // by them with their trips, leading to the country's page.
    const markers = links.filter((l) => !isCountryHref(l.href));
    const groups = links.filter((l) => l.group);
    expect(groups.length, "groups").toBeGreaterThan(0);
    const seen = new Map<string, number>();
    for (const group of groups) {
      expect(isCountryHref(group.href), group.name).toBe(true);
      const its = placesOfGroup(group);
      expect(its, `group "${group.name}"`).toBeDefined();
      expect(its!.length, group.name).toBeGreaterThan(1);
      for (const place of its!) {
        const key = placeKey(place.country, place.destination);
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
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
    expect(links.length).toBe(await page.locator(MAP_LINKS).count());

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
    expect(firstMarker).toBeGreaterThan(0);
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

  // One test a page and mode (axe on a map page takes seconds on a loaded machine; four in one test
  // came near its 60 s).
  it.each([
    ["/destinations", "light"],
    ["/destinations", "dark"],
    ["/destinations/pt", "light"],
    ["/destinations/pt", "dark"],
  ])(
    "%s is accessible in %s mode (axe, heading outline), with land, countries with trips and sea told apart",
    async (pathname, mode) => {
      const dark = mode === "dark";
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
    },
  );

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
        .locator("main svg[aria-labelledby]:has(a)")
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
    // The place with the most trips, so "newest" means something; on its country's map, where
    // every place has its marker (on /destinations it may be in its country's group).
    const place = [...places.values()].sort((a, b) => b.trips.length - a.trips.length)[0]!;
    expect(place.trips.length).toBeGreaterThan(1);
    const page = await app.open();
    await page.goto(`${app.url}/destinations/${place.country.toLowerCase()}`);
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

describe("the maps on a phone and a desktop (issue 28)", () => {
  interface Box {
    name: string;
    group: boolean;
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  /** The shown markers' and groups' boxes (a link's box is its hit square's), by map. */
  const markerBoxes = (page: Page) =>
    page.locator("main svg[aria-labelledby]").evaluateAll((svgs) =>
      svgs.map((svg) => {
        const frame = svg.getBoundingClientRect();
        // Markers and groups: every shown link but the countries' shapes.
        const boxes = [...svg.querySelectorAll("a")]
          .filter(
            (a) =>
              a.checkVisibility() &&
              a.getBoundingClientRect().width > 0 &&
              (a.hasAttribute("data-group") ||
                !/^\/destinations\/[a-z]{2}$/.test(a.getAttribute("href") ?? "")),
          )
          .map((a) => {
            const r = a.getBoundingClientRect();
            return {
              name: a.getAttribute("aria-label") ?? "",
              group: a.hasAttribute("data-group"),
              left: r.left,
              top: r.top,
              right: r.right,
              bottom: r.bottom,
            };
          });
        return {
          title: svg.querySelector("title")?.textContent ?? "",
          frame: { left: frame.left, top: frame.top, width: frame.width, height: frame.height },
          boxes,
        };
      }),
    );
  const overlap = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

  it("every marker and group is a tap area of 44 x 44 CSS px or more, none overlapping another, at 390 and 1280 px", async () => {
    for (const pathname of ["/destinations", "/destinations/pt"]) {
      for (const width of [390, 1280]) {
        const page = await app.open({ width, height: 900 });
        await page.goto(`${app.url}${pathname}`);
        const maps = await markerBoxes(page);
        expect(maps.length, pathname).toBeGreaterThanOrEqual(1);
        const all = maps.flatMap((m) => m.boxes);
        expect(all.length, `${pathname} at ${width}`).toBeGreaterThan(0);
        for (const box of all) {
          const size = `${(box.right - box.left).toFixed(1)} x ${(box.bottom - box.top).toFixed(1)}`;
          expect(box.right - box.left, `${box.name} at ${width}: ${size}`).toBeGreaterThanOrEqual(
            44,
          );
          expect(box.bottom - box.top, `${box.name} at ${width}: ${size}`).toBeGreaterThanOrEqual(
            44,
          );
        }
        for (let i = 0; i < all.length; i++) {
          for (let j = i + 1; j < all.length; j++) {
            expect(overlap(all[i]!, all[j]!), `${all[i]!.name} / ${all[j]!.name} at ${width}`).toBe(
              false,
            );
          }
        }
      }
    }
  });

  it("the countries' shapes are links from 640 px up only, each 44 x 44 px or more to a pointer", async () => {
    for (const width of [390, 640, 1280]) {
      const page = await app.open({ width, height: 900 });
      await page.goto(`${app.url}/destinations`);
      const shapes = await page.locator("main svg a:not([data-group])").evaluateAll((links) =>
        links
          .filter((a) => /^\/destinations\/[a-z]{2}$/.test(a.getAttribute("href") ?? ""))
          .map((a) => {
            const r = a.getBoundingClientRect();
            // Shown as a country with trips even where it is no link: a shape of its own, not the
            // plain land's colour.
            const svg = a.closest("svg")!;
            const cc = a.getAttribute("href")!.slice(-2).toUpperCase();
            const land = getComputedStyle(svg.querySelector('g[aria-hidden] use[href$="#all"]')!);
            const coloured = [...svg.querySelectorAll(`use[href$="#${cc}"]`)].some(
              (use) =>
                use.getBoundingClientRect().width > 0 && getComputedStyle(use).fill !== land.fill,
            );
            return {
              name: a.getAttribute("aria-label"),
              width: r.width,
              height: r.height,
              coloured,
            };
          }),
      );
      expect(shapes.length).toBeGreaterThan(0);
      for (const shape of shapes) {
        if (width < 640) {
          expect(shape.width, `${shape.name} hidden at ${width}`).toBe(0);
          expect(shape.coloured, `${shape.name} coloured at ${width}`).toBe(true);
          continue;
        }
        expect(shape.width, `${shape.name} at ${width}`).toBeGreaterThanOrEqual(44);
        expect(shape.height, `${shape.name} at ${width}`).toBeGreaterThanOrEqual(44);
      }
    }
  });

  it("groups close places of one country on /destinations into one link named by its places, with its count shown", async () => {
    for (const width of [390, 1280]) {
      const page = await app.open({ width, height: 900 });
      await page.goto(`${app.url}/destinations`);
      const groups = (await mapLinks(page)).filter((l) => l.group);
      expect(groups.length, `groups at ${width}`).toBeGreaterThan(0);
      for (const group of groups) {
        const its = placesOfGroup(group);
        expect(its, group.name).toBeDefined();
        const count = await page
          .locator(`main svg a[data-group][aria-label="${group.name}"] text`)
          .evaluateAll((texts) =>
            texts.filter((t) => t.getBoundingClientRect().width > 0).map((t) => t.textContent),
          );
        expect(count, group.name).toEqual([String(its!.reduce((n, p) => n + p.trips.length, 0))]);
      }
    }
  });

  it("/destinations/pt writes each place's name beside its marker, no two names overlapping, and keeps markers 8% inside the frame", async () => {
    const ptPlaces = [...places.values()].filter((p) => p.country === "PT");
    for (const width of [390, 1280]) {
      for (const dark of [false, true]) {
        const page = await app.open({ width, height: 900, dark });
        await page.goto(`${app.url}/destinations/pt`);
        const labels = await page
          .locator("main svg[aria-labelledby] [data-layer] > g[aria-hidden] > text")
          .evaluateAll((texts) =>
            texts
              .filter((t) => t.checkVisibility() && t.getBoundingClientRect().width > 0)
              .map((t) => {
                const r = t.getBoundingClientRect();
                const style = getComputedStyle(t);
                return {
                  text: t.textContent ?? "",
                  box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
                  fill: style.fill,
                  halo: style.stroke,
                  paintOrder: style.paintOrder,
                };
              }),
          );
        expect(labels.map((l) => l.text).sort(), `labels at ${width}`).toEqual(
          ptPlaces.map((p) => p.destination).sort(),
        );
        for (let i = 0; i < labels.length; i++) {
          expect(labels[i]!.paintOrder, "a halo under the text").toMatch(/^stroke/);
          expect(labels[i]!.fill).not.toBe(labels[i]!.halo);
          for (let j = i + 1; j < labels.length; j++) {
            const [a, b] = [labels[i]!, labels[j]!];
            expect(
              overlap({ ...a.box, name: "", group: false }, { ...b.box, name: "", group: false }),
              `"${a.text}" / "${b.text}" at ${width}`,
            ).toBe(false);
          }
        }
        const [map] = await markerBoxes(page);
        expect(map!.boxes).toHaveLength(ptPlaces.length);
        for (const box of map!.boxes) {
          const x = ((box.left + box.right) / 2 - map!.frame.left) / map!.frame.width;
          const y = ((box.top + box.bottom) / 2 - map!.frame.top) / map!.frame.height;
          for (const share of [x, 1 - x, y, 1 - y]) {
            expect(
              share,
              `${box.name} at ${width}: (${x.toFixed(3)}, ${y.toFixed(3)})`,
            ).toBeGreaterThanOrEqual(0.08);
          }
        }
      }
    }
  });

  it("the Europe close-up draws the Canary Islands in a framed inset, not as a marker alone at sea", async () => {
    const canaries = [...places.values()].filter((p) => {
      const { lat, lng } = p.trips[0]!.trip;
      return lat > 27 && lat < 29.5 && lng > -18.5 && lng < -13;
    });
    expect(canaries.length).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      const page = await app.open({ width, height: 900 });
      await page.goto(`${app.url}/destinations`);
      const europe = page.locator("main svg[aria-labelledby]", {
        has: page.locator("title", { hasText: "Europe" }),
      });
      const inset = europe.locator("svg[data-inset]");
      expect(await inset.count()).toBe(1);
      expect(await inset.getAttribute("data-inset")).toBe("Canary Islands");
      // The inset is inside the map, a small part of it.
      const [outer, inner] = [(await europe.boundingBox())!, (await inset.boundingBox())!];
      expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1.5);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1.5);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1.5);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1.5);
      expect(inner.width * inner.height).toBeLessThan(0.15 * outer.width * outer.height);
      // Its places' markers are in it, and nowhere else on the close-up.
      const inInset = await inset
        .locator("a")
        .evaluateAll((as) =>
          as
            .filter((a) => a.getBoundingClientRect().width > 0)
            .map((a) => a.getAttribute("aria-label") ?? ""),
        );
      expect(inInset.map((name) => placeOfMarker(name))).toEqual(canaries);
      const outside = await europe
        .locator("a")
        .evaluateAll((as) =>
          as
            .filter((a) => a.getBoundingClientRect().width > 0 && !a.closest("svg[data-inset]"))
            .map((a) => a.getAttribute("aria-label")),
        );
      for (const place of canaries) {
        expect(outside.filter((name) => name?.includes(place.destination))).toEqual([]);
      }
    }
  });

  it("Spain's page draws the Canaries in an inset too, their places named", async () => {
    const spain = [...places.values()].filter((p) => p.country === "ES");
    const islands = spain.filter((p) => p.trips[0]!.trip.lat < 29.5 && p.trips[0]!.trip.lng < -13);
    expect(islands.length).toBeGreaterThan(0);
    expect(spain.length).toBeGreaterThan(islands.length);
    for (const width of [390, 1280]) {
      const page = await app.open({ width, height: 900 });
      await page.goto(`${app.url}/destinations/es`);
      const map = page.locator("main svg[aria-labelledby]").first();
      const inset = map.locator("svg[data-inset]");
      expect(await inset.getAttribute("data-inset")).toBe("Canary Islands");
      const shown = (selector: string) =>
        inset
          .locator(selector)
          .evaluateAll((els) =>
            els
              .filter((el) => el.getBoundingClientRect().width > 0)
              .map((el) => el.getAttribute("aria-label") ?? el.textContent ?? ""),
          );
      expect((await shown("a")).map((name) => placeOfMarker(name))).toEqual(islands);
      expect((await shown("[data-layer] > g[aria-hidden] > text")).sort()).toEqual(
        islands.map((p) => p.destination).sort(),
      );
    }
  });

  it("/destinations/pt's intro links each place to its newest story", async () => {
    const ptPlaces = [...places.values()].filter((p) => p.country === "PT");
    const page = await app.open();
    await page.goto(`${app.url}/destinations/pt`);
    const links = await page
      .locator("main header p a")
      .evaluateAll((as) => as.map((a) => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
    for (const place of ptPlaces) {
      const link = links.find(([text]) => text === place.destination);
      expect(link, place.destination).toBeDefined();
      const story = await app.open({ javaScriptEnabled: false });
      const response = await story.goto(`${app.url}${link![1]}`);
      expect(response?.status(), link![1]).toBe(200);
      expect(place.newest).toContain(
        await story.getByRole("heading", { level: 1 }).first().textContent(),
      );
    }
  });
});
