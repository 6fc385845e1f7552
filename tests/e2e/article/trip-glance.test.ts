import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, headingProblems } from "#tests/setup/browser.ts";
import { copyContent } from "#tests/setup/content.ts";
import { expectTitle, jsonLdOf, openArticle, postAt } from "./article-helpers.ts";

/** Sample posts with a `trip:` block: a standard post and a video. */
const ALGARVE = "/beach/2024/algarve-in-october-quiet-beaches";
const VIDEO = "/single-video/glacier-express-family-rail-video";
/**
 * A post without a trip, written into this file's own content tree: the sample posts all get a
 * trip in time, so the test does not rely on one of them lacking it.
 */
const NO_TRIP_SLUG = "trip-glance-no-trip";

let content: ReturnType<typeof copyContent>;
let contentDir: string;
beforeAll(() => {
  content = copyContent();
  contentDir = content.dir;
  fs.writeFileSync(
    path.join(contentDir, "posts", `${NO_TRIP_SLUG}.md`),
    `---\ntitle: "Packing Cubes, Ranked"\ndesc: "A post about packing, with no trip facts."\ndate: 2020-01-01\npostType: standard\nauthor: daniel\ncategories: [family]\nfeaturedImage: /media/scenes/rome-1.jpg\n---\nA post without a trip.\n\n## Cubes\n\nText.\n\n## Conclusion\n\nEnd.\n`,
  );
});
afterAll(() => {
  content.remove();
});
const app = setupApp(() => ({ CONTENT_DIR: contentDir, SITE_URL: "https://wanderlust.example" }));

function panelOf(page: Page) {
  return page.getByRole("region", { name: "Trip at a glance" });
}

/** The panel's facts as term -> [text of the definition, its links' [text, href]]. */
async function factsOf(page: Page) {
  return panelOf(page)
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((row) => ({
        term: row.querySelector("dt")?.textContent?.trim(),
        text: row.querySelector("dd")?.textContent?.trim(),
        links: [...row.querySelectorAll("dd a")].map((a) => [
          a.textContent?.trim(),
          a.getAttribute("href"),
        ]),
      })),
    );
}

describe("Trip at a glance", () => {
  it("shows a standard post's trip facts, each linking to the finder filtered by it", async () => {
    const page = await app.open();
    await openArticle(page, `${app.url}${ALGARVE}`);
    const heading = panelOf(page).getByRole("heading", { level: 2 });
    await expect.poll(() => heading.textContent()).toBe("Trip at a glance");
    expect(await factsOf(page)).toEqual([
      {
        term: "Where",
        text: "Algarve, Portugal",
        links: [["Algarve, Portugal", "/trips?country=PT"]],
      },
      { term: "When", text: "October", links: [["October", "/trips?month=10"]] },
      {
        term: "How long",
        text: "7 days · a week",
        links: [["7 days · a week", "/trips?length=week"]],
      },
      { term: "Ages", text: "Ages 5–12", links: [["Ages 5–12", "/trips?age=5"]] },
      {
        term: "Budget",
        text: "Mid-range (€150–350 a day)",
        links: [["Mid-range (€150–350 a day)", "/trips?budget=2"]],
      },
      {
        term: "Getting there",
        text: "Fly from London to Faro, then about 45 minutes by hire car to a villa near Carvoeiro.",
        links: [],
      },
    ]);
    // The flag is decoration (alt=""): the country's name is in the link. An SVG, loaded.
    const flag = panelOf(page).locator("dd img[data-flag]");
    expect(await flag.getAttribute("alt")).toBe("");
    expect(await flag.getAttribute("src")).toBe("/flags/pt.svg");
    await flag.scrollIntoViewIfNeeded();
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await headingProblems(page)).toEqual([]);
    await expectAccessible(page);
  });

  it("is on every layout of a post with a trip, once, in the page's heading outline", async () => {
    for (const layout of ["single", "single-2", "single-3", "single-4", "single-5"]) {
      const page = await app.open({ width: 390 });
      await openArticle(page, `${app.url}/${layout}/algarve-in-october-quiet-beaches`);
      expect(await page.getByRole("heading", { name: "Trip at a glance" }).count(), layout).toBe(1);
      expect(await headingProblems(page), layout).toEqual([]);
    }
  });

  it("shows a video post's trip in the video layout, and in the dark theme accessibly", async () => {
    const post: Post = await postAt(app.url, VIDEO);
    const trip = post.trip!;
    expect(trip).not.toBeNull();
    const page = await app.open({ dark: true });
    await openArticle(page, `${app.url}${VIDEO}`);
    await expectTitle(page, post.title);
    const facts = await factsOf(page);
    expect(facts.map((f) => f.term)).toEqual(
      ["Where", "When", "How long", "Ages", "Budget", trip.gettingThere && "Getting there"].filter(
        Boolean,
      ),
    );
    const hrefs = facts.flatMap((f) => f.links.map(([, href]) => href));
    const length = trip.days <= 3 ? "weekend" : trip.days <= 8 ? "week" : "long";
    expect(hrefs).toEqual([
      `/trips?country=${trip.country}`,
      ...trip.months.map((m) => `/trips?month=${m}`),
      `/trips?length=${length}`,
      `/trips?age=${trip.ages[0]}`,
      `/trips?budget=${trip.budget}`,
    ]);
    expect(facts[0]?.text).toContain(trip.destination);
    expect(facts[2]?.text).toContain(`${trip.days} days`);
    expect(await headingProblems(page)).toEqual([]);
    await expectAccessible(page);
  });

  it("is not on a post without a trip", async () => {
    const post = await postAt(app.url, `/single/${NO_TRIP_SLUG}`);
    expect(post.trip).toBeNull();
    for (const layout of ["single", "single-2", "single-4"]) {
      const page = await app.open();
      await openArticle(page, `${app.url}/${layout}/${NO_TRIP_SLUG}`);
      await expectTitle(page, post.title);
      expect(await page.getByText("Trip at a glance").count(), layout).toBe(0);
      const ld = await jsonLdOf(page);
      expect(ld[0], layout).not.toHaveProperty("contentLocation");
    }
  });

  it("names the trip's place in the article's JSON-LD: contentLocation with country and geo", async () => {
    const page = await app.open();
    await openArticle(page, `${app.url}${ALGARVE}`);
    const [article] = await jsonLdOf(page);
    expect(article).toMatchObject({
      "@type": "BlogPosting",
      contentLocation: {
        "@type": "Place",
        name: "Algarve, Portugal",
        address: { "@type": "PostalAddress", addressCountry: "PT" },
        geo: { "@type": "GeoCoordinates", latitude: 37.09, longitude: -8.25 },
      },
    });
    const videoPage = await app.open();
    await openArticle(videoPage, `${app.url}${VIDEO}`);
    const [video] = await jsonLdOf(videoPage);
    expect(video).toMatchObject({
      "@type": "VideoObject",
      contentLocation: { "@type": "Place", geo: { "@type": "GeoCoordinates" } },
    });
  });
});
