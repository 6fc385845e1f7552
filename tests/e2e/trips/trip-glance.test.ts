import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, headingProblems } from "#tests/setup/browser.ts";
import { copyContent } from "#tests/setup/content.ts";
import { expectTitle, jsonLdOf, openArticle, postAt } from "#tests/setup/posts.ts";

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

/** The panel's facts as term -> text, and the links inside them (none: the facts are plain). */
async function factsOf(page: Page) {
  return panelOf(page)
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((row) => ({
        term: row.querySelector("dt")?.textContent?.trim(),
        text: row.querySelector("dd")?.textContent?.trim(),
        links: row.querySelectorAll("a").length,
      })),
    );
}

describe("Trip at a glance", () => {
  it("shows a standard post's trip facts plainly, each once, and one 'Find similar trips' that says where it leads", async () => {
    const page = await app.open();
    await openArticle(page, `${app.url}${ALGARVE}`);
    const heading = panelOf(page).getByRole("heading", { level: 2 });
    await expect.poll(() => heading.textContent()).toBe("Trip at a glance");
    expect(await factsOf(page)).toEqual([
      { term: "Where", text: "Algarve, Portugal", links: 0 },
      { term: "When", text: "October", links: 0 },
      { term: "How long", text: "7 days", links: 0 },
      { term: "Children's ages", text: "5–12 years", links: 0 },
      { term: "Budget", text: "Mid-range (€150–350 a day)", links: 0 },
      {
        term: "Getting there",
        text: "Fly from London to Faro, then about 45 minutes by hire car to a villa near Carvoeiro.",
        links: 0,
      },
    ]);
    // One action, 44 px tall, described by where it leads.
    const similar = panelOf(page).getByRole("link");
    expect(await similar.count()).toBe(1);
    expect(await similar.textContent()).toBe("Find similar trips");
    expect(await similar.getAttribute("href")).toBe("/trips?age=5&month=10");
    await expect
      .poll(() => similar.evaluate((a) => a.getBoundingClientRect().height))
      .toBeGreaterThanOrEqual(44);
    const describedBy = await similar.getAttribute("aria-describedby");
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(
      "Trips for a 5-year-old in October, from all our families",
    );
    // It leads to the finder, whose trips include this one.
    await similar.click();
    await page.waitForURL(`${app.url}/trips?age=5&month=10`);
    const found: string[] = [];
    for (let n = 1; n <= 10 && !found.includes(ALGARVE); n++) {
      if (n > 1) await page.goto(`${app.url}/trips?age=5&month=10&page=${n}`);
      await page.getByTestId("trip-grid").locator("article").first().waitFor();
      const hrefs = await page
        .getByTestId("trip-grid")
        .locator("article h3 a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      if (hrefs.length === 0) break;
      found.push(...hrefs);
    }
    expect(found).toContain(ALGARVE);
    await openArticle(page, `${app.url}${ALGARVE}`);
    // The flag is decoration (alt=""): the country's name is in the text. An SVG, loaded.
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
      [
        "Where",
        "When",
        "How long",
        "Children's ages",
        "Budget",
        trip.gettingThere && "Getting there",
      ].filter(Boolean),
    );
    expect(facts.every((f) => f.links === 0)).toBe(true);
    expect(
      await panelOf(page).getByRole("link", { name: "Find similar trips" }).getAttribute("href"),
    ).toBe(`/trips?age=${trip.ages[0]}&month=${trip.months[0]}`);
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
