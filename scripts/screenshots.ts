// `npm run test:screenshots`: full-page screenshots of every page at 390 and 1280 px, light and
// dark, into the git-ignored screenshots/ (<name>-<width>-<light|dark>.png), against the
// production build on a test server. Not a test: it asserts nothing, it is for looking at.
// `npm run test:screenshots -- trips destinations`: only the pages whose name starts so.
import fs from "node:fs";
import path from "node:path";
import type { Author, PostCard } from "#app/lib/types.ts";
import { launchBrowser, openPage } from "#scripts/lib/browser.ts";
import { getJson, startServer } from "#scripts/lib/production-server.ts";

const SCREENSHOT_DIR = path.resolve("screenshots");

/** Every page worth looking at: [file name, path]. */
async function pages(base: string): Promise<[string, string][]> {
  const posts = await getJson<PostCard[]>(`${base}/api/GetPosts`);
  const authors = await getJson<Author[]>(`${base}/api/GetAuthors`);
  const first = (type: PostCard["postType"]) => {
    const post = posts.find((p) => p.postType === type && p.section === "blog");
    if (!post) throw new Error(`no blog ${type} post in the content`);
    return post;
  };
  const standard = first("standard");
  const gallery = first("gallery");
  const hotel = posts.find((p) => p.section === "hotels");
  const slug = standard.href.split("/").filter(Boolean).pop();
  const author = authors.find((a) => a.count >= 9) ?? authors[0];
  return [
    ["home", "/"],
    ...["home-2", "home-3", "home-4", "home-6"].map((name): [string, string] => [name, `/${name}`]),
    ["404", "/missing"],
    ["article-single", standard.href],
    ...[2, 3, 4, 5].map((n): [string, string] => [`article-single-${n}`, `/single-${n}/${slug}`]),
    ["article-hotel", hotel?.href ?? "/"],
    ["article-video", first("video").href],
    ["article-audio", first("audio").href],
    ["article-gallery", gallery.href],
    ["article-photo-tour", `${gallery.href}?modal=photo-tour`],
    ["article-photo-viewer", `${gallery.href}?modal=photo-tour&photoId=2`],
    ["article-404", "/single/no-such-story"],
    ["archive", "/archive/summary"],
    ["archive-hotels", "/archive/reviews/hotels/summary"],
    ["archive-video", "/archive-2/summary"],
    ["archive-podcast", "/archive-3/summary"],
    ["author", `/author/${author?.firstName}`],
    ["author-404", "/author/nobody"],
    ["search", "/search?q=lisbon"],
    ["search-2", "/search-2?q=beach"],
    ["search-empty", "/search?q=zzqqxx"],
    ...["about", "contact", "login", "signup", "forgot-pass", "subscription"].map(
      (name): [string, string] => [`pages-${name}`, `/${name}`],
    ),
    ["trips", "/trips"],
    ["trips-filtered", "/trips?age=6&month=7"],
    ["trips-none", "/trips?age=0&budget=3&length=weekend&month=1"],
    ["trips-400", "/trips?month=13"],
    ["destinations", "/destinations"],
    ["destinations-pt", "/destinations/pt"],
    ["destinations-mv", "/destinations/mv"],
    // Links no mail gave: the pages' invalid-link state (docs/newsletter.md).
    ["unsubscribe-invalid", `/unsubscribe/1.${"A".repeat(43)}`],
    ["resubscribe-invalid", `/resubscribe/1.${"A".repeat(43)}`],
    ["dashboard", "/dashboard"],
    ...["posts", "edit-profile", "subscription", "billing-address", "submit-post"].map(
      (name): [string, string] => [`dashboard-${name}`, `/dashboard/${name}`],
    ),
  ];
}

const server = await startServer({ RATE_LIMIT: "off" });
const browser = await launchBrowser();
try {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const wanted = (await pages(server.url)).filter(
    ([name]) => only.length === 0 || only.some((prefix) => name.startsWith(prefix)),
  );
  for (const [name, pathname] of wanted) {
    for (const width of [390, 1280]) {
      for (const dark of [false, true]) {
        const page = await openPage(browser, { width, dark });
        try {
          await page.goto(`${server.url}${pathname}`, { waitUntil: "networkidle" });
          // Scroll through the page, so lazy images below the fold are loaded and in the picture.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
              window.scrollTo(0, y);
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
          // An article's floating bar fades out again at the top of the page.
          await page.waitForFunction(() => {
            const bar = document.querySelector('[data-testid="floating-bar"]');
            return !bar || getComputedStyle(bar).opacity === "0";
          });
          const file = path.join(SCREENSHOT_DIR, `${name}-${width}-${dark ? "dark" : "light"}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        } finally {
          await page.context().close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
