import { beforeAll, describe, expect, it } from "vitest";
import { abbreviateCount } from "#app/lib/format.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, shownImage } from "#tests/setup/browser.ts";
import {
  expectTitle,
  firstOfType,
  jsonLdOf,
  listPosts,
  openArticle,
  postAt,
  slugOf,
} from "#tests/setup/posts.ts";

let posts: PostCard[];
let standard: Post;

const app = setupApp({ SITE_URL: "https://wanderlust.example" });
beforeAll(async () => {
  posts = await listPosts(app.url);
  standard = await postAt(app.url, firstOfType(posts, "standard").href);
});

/** Every article layout's name (layouts() below). */
const LAYOUT_NAMES = [
  "article-single",
  "article-single-slug",
  "article-single-2",
  "article-single-3",
  "article-single-4",
  "article-single-5",
  "article-hotel",
  "article-video",
  "article-audio",
  "article-gallery",
];

/** Every article layout, with the post it shows and the JSON-LD type it must carry. */
function layouts() {
  const video = firstOfType(posts, "video");
  const audio = firstOfType(posts, "audio");
  const gallery = firstOfType(posts, "gallery");
  const hotel = posts.find((p) => p.section === "hotels")!;
  const slug = slugOf(standard);
  return [
    { name: "article-single", path: standard.href, post: standard, ld: "BlogPosting" },
    { name: "article-single-slug", path: `/single/${slug}`, post: standard, ld: "BlogPosting" },
    { name: "article-single-2", path: `/single-2/${slug}`, post: standard, ld: "BlogPosting" },
    { name: "article-single-3", path: `/single-3/${slug}`, post: standard, ld: "BlogPosting" },
    { name: "article-single-4", path: `/single-4/${slug}`, post: standard, ld: "BlogPosting" },
    { name: "article-single-5", path: `/single-5/${slug}`, post: standard, ld: "BlogPosting" },
    { name: "article-hotel", path: hotel.href, post: hotel, ld: "BlogPosting" },
    { name: "article-video", path: video.href, post: video, ld: "VideoObject" },
    { name: "article-audio", path: audio.href, post: audio, ld: "PodcastEpisode" },
    { name: "article-gallery", path: gallery.href, post: gallery, ld: "ImageGallery" },
  ];
}

describe("article layouts", () => {
  // One test a layout (all ten in one test ran past its minute on a loaded CI machine).
  it.each(LAYOUT_NAMES)(
    "renders a real post in the %s layout, server-side and hydrated, accessibly",
    async (name) => {
      expect(layouts().map((l) => l.name)).toEqual(LAYOUT_NAMES);
      const layout = layouts().find((l) => l.name === name)!;
      const full = await postAt(app.url, layout.post.href);
      const page = await app.open();
      const response = await openArticle(page, `${app.url}${layout.path}`);
      expect(response?.status(), layout.path).toBe(200);
      await expectTitle(page, full.title);
      const body = page.getByTestId("article-body");
      await expect.poll(() => body.textContent()).toContain(full.introParagraphs[0]);
      const firstSection = full.contentPairs.find((p) => typeof p !== "string");
      if (firstSection && typeof firstSection !== "string") {
        await expect
          .poll(() => body.getByRole("heading", { level: 2 }).first().textContent())
          .toBe(firstSection.header);
      }
      await expect
        .poll(() => page.getByText(`${full.readingTime} min read`).count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByText("WRITTEN BY").count()).toBe(1);
      await expect.poll(() => page.getByRole("heading", { name: "Related posts" }).count()).toBe(1);
      await expect
        .poll(() => page.getByRole("heading", { name: "More from author" }).count())
        .toBe(1);
      // Related posts come from the first category, without the current post.
      const related = await page
        .locator('section[aria-labelledby="related-posts"] article h3')
        .allTextContents();
      expect(related.length).toBeGreaterThan(0);
      expect(related).not.toContain(full.title);
      // JSON-LD: valid JSON of the post's kind.
      const ld = await jsonLdOf(page);
      expect(
        ld.map((d) => d["@type"]),
        layout.path,
      ).toContain(layout.ld);
      await expectAccessible(page);
    },
  );

  it("puts SEO tags in the server-rendered head: canonical, Open Graph, Twitter, JSON-LD", async () => {
    const slug = slugOf(standard);
    const html = await (await fetch(`${app.url}/single-3/${slug}`)).text();
    const canonical = `https://wanderlust.example${standard.href}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="https://wanderlust.example${standard.featuredImage}"/>`,
    );
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(ld).toBeDefined();
    const parsed = JSON.parse(ld!) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      "@type": "BlogPosting",
      headline: standard.title,
      url: canonical,
    });
    // The server render never shows the client-navigation placeholder.
    expect(html).not.toContain("Loading article...");
  });

  it("sends the article's text once: in the page's HTML, not again in its hydration data", async () => {
    // A run of plain words from a paragraph (no character the HTML or the data would escape).
    const piece = (text: string) => text.match(/[A-Za-z][A-Za-z ]{28,}[A-Za-z]/)![0];
    const section = standard.contentPairs.find((p) => typeof p !== "string");
    const pieces = [
      piece(standard.introParagraphs.at(-1)!),
      piece(typeof section === "string" || !section ? "" : [section.paragraph].flat().join(" ")),
      piece(standard.conclusion.at(-1)!),
    ];
    const count = (text: string, part: string) => text.split(part).length - 1;
    const html = await (await fetch(`${app.url}${standard.href}`)).text();
    for (const part of pieces) expect(count(html, part), part).toBe(1);
    // The hydration data says so (and keeps the sections' headings for the outline).
    expect(html).toContain("textInHtml");
    // A client-side navigation's data carries the text whole.
    const data = await (await fetch(`${app.url}${standard.href}.data`)).text();
    for (const part of pieces) expect(count(data, part), part).toBe(1);

    // In the browser: the text is there once hydrated, with no error, and a client-side
    // navigation to another article draws that one's text from its data.
    const page = await app.open();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await openArticle(page, `${app.url}${standard.href}`);
    const body = page.getByTestId("article-body");
    for (const part of pieces) await expect.poll(() => body.textContent()).toContain(part);
    const next = page.locator('section[aria-labelledby="related-posts"] article a').first();
    const href = await next.getAttribute("href");
    const other = await postAt(app.url, href!);
    await next.click();
    await page.waitForURL(`${app.url}${href}`);
    await expectTitle(page, other.title);
    await expect.poll(() => body.textContent()).toContain(other.introParagraphs[0]);
    // The first article's text, kept from its HTML while it hydrated, is gone with it.
    for (const part of pieces) expect(await body.textContent()).not.toContain(part);
    await page.goBack();
    await expectTitle(page, standard.title);
    for (const part of pieces) await expect.poll(() => body.textContent()).toContain(part);

    // Within one route (the same body element, its HTML kept while hydrating): /single/{slug}
    // to another standard post, through React Router as a link would go.
    const second = await postAt(
      app.url,
      posts.filter((p) => p.postType === "standard" && p.id !== standard.id)[0]!.href,
    );
    await openArticle(page, `${app.url}/single/${slugOf(standard)}`);
    for (const part of pieces) await expect.poll(() => body.textContent()).toContain(part);
    await page.evaluate(
      (path) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
        ).__reactRouterDataRouter.navigate(path),
      `/single/${slugOf(second)}`,
    );
    await expectTitle(page, second.title);
    await expect.poll(() => body.textContent()).toContain(second.introParagraphs[0]);
    for (const part of pieces) expect(await body.textContent()).not.toContain(part);
    expect(errors).toEqual([]);
  });

  it("answers an unknown post with 404 and 'Article not found' in every layout", async () => {
    for (const path of [
      "/single/no-such-story",
      "/single-2/no-such-story",
      "/single-5/no-such-story",
      "/single-video/no-such-story",
      "/single-audio/no-such-story",
      "/single-gallery/no-such-story",
      "/beach/2024/no-such-story",
      "/hotels/airport/2024/no-such-story",
    ]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Article not found");
      expect(html).not.toContain("Unexpected Application Error!");
    }
    const page = await app.open();
    const response = await page.goto(`${app.url}/single-4/no-such-story`);
    expect(response?.status()).toBe(404);
    await expectTitle(page, "Article not found");
    expect(await page.title()).toBe("Article not found · Wanderlust");
    await expectAccessible(page);
  });

  it("shows 'Loading article...' while a client navigation to another article is pending", async () => {
    const page = await app.open();
    await openArticle(page, `${app.url}${standard.href}`);
    await expectTitle(page, standard.title);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const card = page.locator('section[aria-labelledby="related-posts"] article h3 a').first();
    const nextTitle = (await card.textContent())!;
    await card.click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Loading article..." }).count())
      .toBe(1);
    release();
    await expectTitle(page, nextTitle);
    await expect.poll(() => page.getByText("Loading article...").count()).toBe(0);

    // On the way to a page that is not an article (the home page), no 'Loading article...'.
    await page.unroute(/\.data(\?|$)/);
    let releaseHome: () => void = () => {};
    const heldHome = new Promise<void>((resolve) => {
      releaseHome = resolve;
    });
    let reached: () => void = () => {};
    const requested = new Promise<void>((resolve) => {
      reached = resolve;
    });
    await page.route(/\.data(\?|$)/, async (route) => {
      reached();
      await heldHome;
      await route.continue();
    });
    await page.locator("header").getByRole("link", { name: "Wanderlust" }).first().click();
    await requested;
    expect(await page.getByText("Loading article...").count()).toBe(0);
    releaseHome();
    await page.waitForURL(`${app.url}/`);
  });

  it("toggles the like in the header and the floating bar together, abbreviated", async () => {
    const page = await app.open({ height: 800 });
    await openArticle(page, `${app.url}${standard.href}`);
    await expectTitle(page, standard.title);
    const header = page.locator("article header").getByTestId("article-like");
    const bar = page.getByTestId("floating-bar").getByTestId("article-like");
    const before = standard.like.count;
    const count = (button: typeof header) => button.getByTestId("article-like-count").textContent();
    await expect.poll(() => count(header)).toBe(abbreviateCount(before));
    await header.click();
    await expect.poll(() => header.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => bar.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => count(header)).toBe(abbreviateCount(before + 1));
    await expect.poll(() => count(bar)).toBe(abbreviateCount(before + 1));
    await header.click();
    await expect.poll(() => bar.getAttribute("aria-pressed")).toBe("false");
  });

  it("shows the floating bar with the scroll percentage while reading, and goes back to top", async () => {
    const page = await app.open({ height: 800 });
    await openArticle(page, `${app.url}${standard.href}`);
    await expectTitle(page, standard.title);
    const bar = page.getByTestId("floating-bar");
    expect(await bar.getAttribute("aria-hidden")).toBe("true");
    await page
      .getByTestId("article-body")
      .getByRole("heading", { level: 2 })
      .nth(1)
      .scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getAttribute("aria-hidden")).toBe("false");
    const percent = Number(
      (await bar.getByTestId("scroll-percentage").textContent())!.replace(/\D/g, ""),
    );
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    await page.getByRole("heading", { name: "Conclusion" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(async () =>
        Number((await bar.getByTestId("scroll-percentage").textContent())!.replace(/\D/g, "")),
      )
      .toBe(100);
    await bar.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("ends the article cleanly: the bar clear of the copyright line, the band on the footer, a titled photo grid", async () => {
    for (const width of [390, 1280]) {
      const page = await app.open({ width, height: 800 });
      await openArticle(page, `${app.url}${standard.href}`);
      await expectTitle(page, standard.title);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = page.getByTestId("floating-bar");
      await expect.poll(() => bar.getAttribute("aria-hidden")).toBe("false");
      await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      const copyright = page.getByText(/^© 2021-2024 Wanderlust\./);
      const [barBox, lineBox] = await Promise.all([
        bar.locator("> div").boundingBox(),
        copyright.boundingBox(),
      ]);
      const overlap =
        Math.max(
          0,
          Math.min(barBox!.y + barBox!.height, lineBox!.y + lineBox!.height) -
            Math.max(barBox!.y, lineBox!.y),
        ) *
        Math.max(
          0,
          Math.min(barBox!.x + barBox!.width, lineBox!.x + lineBox!.width) -
            Math.max(barBox!.x, lineBox!.x),
        );
      expect(overlap, `floating bar over the copyright line at ${width} px`).toBe(0);
      expect(await copyright.isVisible()).toBe(true);

      // 'Related posts' and 'More from author' sit in a tinted band that runs into the footer:
      // between the last cards and the footer only the band's own padding (it was 80 + 112 px,
      // the lower 112 a blank white band).
      expect(await page.getByRole("region", { name: "Related posts" }).count()).toBe(1);
      const gap = await page.evaluate(() => {
        const footer = document.querySelector("footer")!.getBoundingClientRect();
        const last = document
          .querySelector('section[aria-labelledby="more-from-author"]')!
          .getBoundingClientRect();
        return footer.top - last.bottom;
      });
      expect(gap, `last cards to footer at ${width} px`).toBeLessThanOrEqual(width < 640 ? 64 : 80);
      // The photo grid between the tags and the author box has a heading of its own.
      const photos = page.getByRole("region", { name: "Photos" });
      expect(await photos.getByRole("heading", { level: 2, name: "Photos" }).count()).toBe(1);
      expect(await photos.getByRole("link", { name: /^Open photo 1 of/ }).count()).toBe(1);
    }
  });

  it("shows related posts with different pictures side by side (the Algarve article)", async () => {
    const algarve = posts.find((p) => p.title.startsWith("The Algarve in October"))!;
    const page = await app.open();
    await openArticle(page, `${app.url}${algarve.href}`);
    const cards = page.locator('section[aria-labelledby="related-posts"] article');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await cards.last().scrollIntoViewIfNeeded();
    const pictures: string[] = [];
    for (let i = 0; i < count; i++) {
      const image = cards.nth(i).locator("img").first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => shownImage(image)).not.toBe("");
      pictures.push(await shownImage(image));
    }
    for (let i = 1; i < count; i++) expect(pictures[i], pictures.join()).not.toBe(pictures[i - 1]);
  });

  it("copies the link ('Link Copied' for about 1 s), reports locally and hides the author", async () => {
    const page = await app.open();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await openArticle(page, `${app.url}/single-2/${slugOf(standard)}`);
    await expectTitle(page, standard.title);
    const header = page.locator("article header");
    await header.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Copy link" }).click();
    const copied = page.getByRole("status").filter({ hasText: "Link Copied" });
    await expect.poll(() => copied.count()).toBe(1);
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${app.url}${standard.href}`,
    );
    await expect.poll(() => copied.count(), { timeout: 3000 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThan(700);

    // Report: the message is required; a valid report is handled locally.
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await header.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Report this article" }).click();
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() => dialog.getByRole("radio").allTextContents())
      .toEqual(["Violence", "Trouble", "Spam", "Other"]);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toBe("Please tell us what is wrong.");
    await dialog.getByRole("radio", { name: "Spam" }).click();
    await dialog.getByRole("textbox", { name: "Message" }).fill("This looks like an advert.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.getByText("Thanks for your report").count()).toBe(1);
    expect(
      requests.filter((u) => !/\.(js|css|jpg|png|svg|woff2?)$/.test(new URL(u).pathname)),
    ).toEqual([]);

    // Hide this author: 'More from author' is replaced by a notice with Undo.
    await header.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Hide this author" }).click();
    await expect
      .poll(() => page.getByText(`You hid ${standard.author.displayName}`).count())
      .toBe(1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect
      .poll(() => page.locator('section[aria-labelledby="more-from-author"] article').count())
      .toBeGreaterThan(0);

    // Share menu: the networks, with the article's canonical URL (whatever layout shows it).
    await header.getByRole("button", { name: "Share this article" }).click();
    const facebook = page.getByRole("menuitem", { name: "Facebook" });
    expect(await facebook.getAttribute("href")).toContain(
      encodeURIComponent(`${app.url}${standard.href}`),
    );
    expect(await page.getByRole("menuitem").allTextContents()).toEqual([
      "Facebook",
      "Twitter",
      "LinkedIn",
      "Email",
    ]);
  });

  it("plays the video single: a light preview elsewhere, a play overlay on Safari", async () => {
    const video = firstOfType(posts, "video");
    const page = await app.open();
    await openArticle(page, `${app.url}${video.href}`);
    const player = page.getByTestId("article-video");
    await expect.poll(() => player.getAttribute("data-mode")).toBe("light");
    expect(await player.locator("video").count()).toBe(0);
    await expect.poll(() => shownImage(player.locator("img"))).toBe(video.videoThumbnail);
    await player.getByTestId("video-play").click();
    const element = player.locator("video");
    await expect.poll(() => element.count()).toBe(1);
    expect(await element.getAttribute("src")).toBe(video.videoUrl);
    expect(await element.evaluate((v: HTMLVideoElement) => v.controls && v.autoplay)).toBe(true);
    await expectAccessible(page);

    const safariPage = await app.open({
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      height: 720,
      enforceCsp: true,
    });
    await openArticle(safariPage, `${app.url}${video.href}`);
    const safariPlayer = safariPage.getByTestId("article-video");
    await expect.poll(() => safariPlayer.getAttribute("data-mode")).toBe("safari");
    const safariVideo = safariPlayer.locator("video");
    expect(await safariVideo.getAttribute("poster")).toBe(video.videoThumbnail);
    expect(await safariVideo.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    await safariPlayer.getByTestId("video-play").click();
    await expect.poll(() => safariPlayer.getByTestId("video-play").count()).toBe(0);
    expect(await safariVideo.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
  });
});
