import { beforeAll, describe, expect, it } from "vitest";
import type { Taxonomy } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";
import { describeContrast, measureTextContrast, type TextContrast } from "#tests/setup/contrast.ts";
import { firstOfType, listPosts, slugOf } from "#tests/setup/posts.ts";
import { getJson } from "#tests/setup/server.ts";

/**
 * Text over photos meets WCAG AA on the real pixels (issue 14): for every text on an image, the
 * median pixel behind it reaches 4.5:1 (3:1 for large text), at 390 and 1280 px, light and dark.
 * axe cannot judge text over images; tests/setup/contrast.ts measures it. A text cut off by its
 * card fails too: what cannot be read has no contrast worth measuring.
 *
 * The surfaces come in two groups, one test file each (text-over-images-*.test.ts), so that the
 * two halves run side by side.
 */

let singleSlug: string;
let categoryPaths: string[];

type Group = "home and article" | "archives and search";

interface Surface {
  group: Group;
  name: string;
  paths: () => string[];
  /** Every element it matches is one surface: a photo with text on it. */
  selector: string;
  /**
   * Whether dark mode changes what sits on the photo (category badges have dark colours): then
   * it is measured in both themes. The scrims and white texts are the same in both, so the other
   * surfaces are measured in light only (measured in both when this test was written: equal).
   */
  themed?: boolean;
}

const SURFACES: Surface[] = [
  {
    group: "home and article",
    name: "home hero",
    paths: () => ["/"],
    selector: 'section[aria-roledescription="carousel"]',
    themed: true,
  },
  {
    group: "archives and search",
    name: "archive banner",
    paths: () => ["/archive/summary", "/archive/reviews/hotels/summary"],
    selector: "main > section:has(h1)",
  },
  {
    group: "archives and search",
    name: "category banners",
    paths: () => categoryPaths,
    selector: "main > section:has(h1)",
  },
  {
    group: "archives and search",
    name: "search header",
    paths: () => ["/search"],
    selector: "main > header:has(h1)",
  },
  {
    group: "archives and search",
    name: "podcast archive hero",
    paths: () => ["/archive-3/summary"],
    selector: "main > section:has(h1)",
  },
  {
    group: "home and article",
    name: "overlay cards",
    paths: () => ["/home-4", "/home-6"],
    selector: '[data-testid="overlay-card"]',
    themed: true,
  },
  {
    group: "home and article",
    name: "single-3 article header",
    paths: () => [`/single-3/${singleSlug}`],
    selector: "article > header:has(h1)",
    themed: true,
  },
  {
    group: "archives and search",
    name: "rank badges on category cards",
    paths: () => ["/archive-2/summary"],
    selector: '[data-testid="rank-badge"]',
  },
];

const configs = (surface: Surface) =>
  [390, 1280].flatMap((width) =>
    (surface.themed ? [false, true] : [false]).map((dark) => ({
      width,
      dark,
      label: `${width} px ${dark ? "dark" : "light"}`,
    })),
  );

/** The contrast tests of one group of surfaces, against a server of the calling file's own. */
export function describeTextOverImages(group: Group) {
  const app = setupApp();
  beforeAll(async () => {
    singleSlug = slugOf(firstOfType(await listPosts(app.url), "standard"));
    const taxonomies = await getJson<Taxonomy[]>(`${app.url}/api/GetTaxonomies`);
    categoryPaths = taxonomies
      .filter((t) => t.taxonomy === "category" && t.thumbnail)
      .map((t) => new URL(t.href, app.url).pathname);
  });

  describe.each(SURFACES.filter((s) => s.group === group))("text on the $name", (surface) => {
    it.each(configs(surface))(
      "reaches AA on the median pixel at $label",
      async ({ width, dark, label }) => {
        const page = await app.open({ width, height: 844, dark });
        const failures: TextContrast[] = [];
        const report: string[] = [];
        for (const path of surface.paths()) {
          const response = await page.goto(`${app.url}${path}`);
          expect(response?.status(), path).toBe(200);
          const surfaces = page.locator(surface.selector);
          await expect
            .poll(() => surfaces.count(), { message: `${surface.selector} on ${path}` })
            .toBeGreaterThan(0);
          for (const results of await measureTextContrast(page, surfaces)) {
            expect(results.length, `texts in ${surface.selector} on ${path}`).toBeGreaterThan(0);
            report.push(`${path} (${label})\n${describeContrast(results)}`);
            failures.push(...results.filter((r) => r.clipped || !(r.median >= r.required)));
          }
          // axe once a surface and width (its texts beside the photos are checked there).
          if (!dark && path === surface.paths()[0]) await expectAccessible(page);
        }
        console.log(`[contrast] ${surface.name}\n${report.join("\n")}`);
        expect(failures, describeContrast(failures)).toEqual([]);
      },
      180_000,
    );
  });
}
