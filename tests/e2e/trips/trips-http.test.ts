import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUDGET_LABELS,
  BUDGETS,
  FILTER_NAMES,
  MONTH_NAMES,
  TRIP_FILTER_NAMES,
  type TripFilterName,
  tripCountLabel,
  tripsHref,
} from "#app/lib/trips.ts";
import type { PostCard } from "#app/lib/types.ts";
import { type App, setupApp } from "#tests/setup/app.ts";
import { postgresSchema } from "#tests/setup/database.ts";
import { getJson } from "#tests/setup/server.ts";
import { filtersOf, matching, sampleTrips } from "#tests/setup/trips.ts";

/** The expected numbers come from the content files themselves, never from the app. */
const trips = sampleTrips();
const count = (values: Partial<Record<TripFilterName, string>>) =>
  matching(trips, filtersOf(values)).length;
const SITE = "https://wanderlust.example";

/** The contract's wrong values, one per filter. */
const INVALID: [TripFilterName, string][] = [
  ["age", "abc"],
  ["month", "13"],
  ["length", "forever"],
  ["budget", "9"],
  ["country", "ZZZ"],
];

/** A page's text as a reader sees it (React's text separators and the quotes it escapes). */
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

/** The '{n} trips' line of a finder page. */
const countLine = (html: string) =>
  /data-testid="trip-count"[^>]*>([^<]*)</.exec(html.replaceAll("<!-- -->", ""))?.[1];

/** A Cache-Control that lets no shared or browser cache reuse the answer without asking. */
const notCached = (value: string | null) =>
  /no-store|no-cache|private/.test(value ?? "") &&
  !/public|s-maxage|max-age=[1-9]/.test(value ?? "");

function finderOverHttp(app: App) {
  const get = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { response, html: await response.text() };
  };

  it.each(INVALID)(
    "answers %s=%s with a 400 that names the filter in plain words and still finds trips, never cached",
    async (name, value) => {
      for (const path of [
        `/trips?${name}=${value}`,
        `/trips?sort=viewed&${name}=${value}&page=2`,
      ]) {
        // Twice: the second answer must not come from the page cache either.
        for (const attempt of [1, 2]) {
          const { response, html } = await get(path);
          expect(response.status, `${path} #${attempt}`).toBe(400);
          expect(response.headers.get("x-cache"), path).toBeNull();
          expect(notCached(response.headers.get("cache-control")), path).toBe(true);
          const text = textOf(html);
          expect(text).toContain(`We couldn't use the ${FILTER_NAMES[name]} you chose`);
          expect(text).toContain(`"${value}" is not a ${FILTER_NAMES[name]} we know.`);
          for (const other of TRIP_FILTER_NAMES.filter((n) => n !== name)) {
            expect(text).not.toContain(`We couldn't use the ${FILTER_NAMES[other]} you chose`);
          }
          // The finder still works: the trips of the other filters (here none: all of them).
          const rest = path.includes("page=2") ? trips.length - 12 : Math.min(12, trips.length);
          expect(countLine(html)).toBe(tripCountLabel(trips.length));
          expect(html.split('data-testid="post-card"').length - 1).toBe(Math.min(12, rest));
        }
      }
      // The data a client-side navigation loads says 400 too.
      const data = await fetch(`${app.url}/trips.data?${name}=${value}`);
      expect(data.status).toBe(400);
      expect(notCached(data.headers.get("cache-control"))).toBe(true);
    },
  );

  it("answers other odd values with 400 or 200, never 500", async () => {
    for (const query of [
      "age=-1",
      "age=1.5",
      "age=99999999999999999999",
      "month=0",
      "month=%EF%BC%93",
      "length=__proto__",
      "budget=0x1",
      "country=%00",
      `country=${"x".repeat(3000)}`,
      "page=-3",
      "page=abc",
      "sort=bogus",
      "age[]=3",
    ]) {
      const { response } = await get(`/trips?${query}`);
      expect([200, 400], query.slice(0, 40)).toContain(response.status);
    }
  });

  it("answers a valid filter 200 with the count of the sample trips, cacheable", async () => {
    const valid: Partial<Record<TripFilterName, string>>[] = [
      {},
      { age: "5" },
      { month: "7", budget: "2" },
      { length: "weekend", country: "PT" },
    ];
    for (const values of valid) {
      const path = tripsHref(filtersOf(values));
      const { response, html } = await get(path);
      expect(response.status, path).toBe(200);
      expect(countLine(html), path).toBe(tripCountLabel(count(values)));
      expect(response.headers.get("cache-control"), path).toMatch(/public/);
    }
    // Facet counts: every month and budget option with the other filters kept.
    const kept = { age: "5", budget: "2" };
    const { html } = await get("/trips?age=5&budget=2");
    for (const [i, name] of MONTH_NAMES.entries()) {
      const n = count({ ...kept, month: String(i + 1) });
      expect(html).toContain(`<option value="${i + 1}">${name} (${n})</option>`);
    }
    for (const budget of BUDGETS) {
      const n = count({ age: "5", budget: String(budget) });
      // The chosen one reads short, as the closed select shows it; the others with their count.
      const label = budget === 2 ? BUDGET_LABELS[2].name : `[^<]* \\(${n}\\)`;
      expect(html).toMatch(new RegExp(`<option value="${budget}"[^>]*>${label}</option>`));
    }
  });

  it("takes a country in either case, the first of repeated filters, and ignores empty ones", async () => {
    const portugal = tripCountLabel(count({ country: "PT" }));
    for (const query of ["country=pt", "country=PT", "country=Pt", "country=pt&country=FR"]) {
      const { response, html } = await get(`/trips?${query}`);
      expect(response.status, query).toBe(200);
      expect(countLine(html), query).toBe(portugal);
    }
    const { html: repeated } = await get("/trips?age=5&age=12");
    expect(countLine(repeated)).toBe(tripCountLabel(count({ age: "5" })));
    // What the form sends with nothing chosen, and lone empty values: no filter.
    for (const query of [
      "age=",
      "age=&month=",
      "age=&month=&length=&budget=&country=&sort=recent",
      "age=%20&country=",
    ]) {
      const { response, html } = await get(`/trips?${query}`);
      expect(response.status, query).toBe(200);
      expect(countLine(html), query).toBe(tripCountLabel(trips.length));
    }
    const { html: withEmpty } = await get("/trips?age=&month=7");
    expect(countLine(withEmpty)).toBe(tripCountLabel(count({ month: "7" })));
  });

  it("lists /trips, /destinations and a page per country with trips in the sitemap", async () => {
    const { response, html: xml } = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(xml).toContain(`<loc>${SITE}/trips</loc>`);
    expect(xml).toContain(`<loc>${SITE}/destinations</loc>`);
    expect(xml).toContain(`<loc>${SITE}/destinations/pt</loc>`);
    const listed = [...xml.matchAll(/<loc>[^<]*\/destinations\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    const countries = [...new Set(trips.map((t) => t.trip.country.toLowerCase()))].sort();
    expect(listed.sort()).toEqual(countries);
  });

  it("search finds Portugal's trips by the country name, even where the text never says it", async () => {
    const posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
    const hrefOf = (title: string) => posts.find((p) => p.title === title)!.href;
    const portugal = trips.filter((t) => t.trip.country === "PT");
    const unnamed = portugal.filter((t) => !/portugal/i.test(t.text));
    expect(unnamed.length).toBeGreaterThan(0);
    const more = Math.ceil(posts.length / 4);
    const { response, html } = await get(`/search?q=Portugal&more=${more}`);
    expect(response.status).toBe(200);
    const found = [...html.matchAll(/data-testid="search-result-title" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    for (const trip of unnamed) expect(found, trip.file).toContain(hrefOf(trip.title));
    for (const trip of portugal) expect(found, trip.file).toContain(hrefOf(trip.title));
  });
}

describe("the trip finder over HTTP on sqlite", () => {
  const app = setupApp({ SITE_URL: SITE });
  finderOverHttp(app);
});

describe.runIf(process.env.TEST_DATABASE_URL)("the trip finder over HTTP on postgres", () => {
  let schema: Awaited<ReturnType<typeof postgresSchema>> | undefined;
  beforeAll(async () => {
    schema = await postgresSchema("trips");
  });
  // Registered before the server's: runs after it stops.
  afterAll(async () => schema?.drop());
  const app = setupApp(() => ({ SITE_URL: SITE, DATABASE_URL: schema!.url }));
  finderOverHttp(app);
});
