import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDuration } from "#app/lib/format-time.ts";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import type { PostCard } from "#app/lib/types.ts";
import { expectAccessible, launchBrowser, openPage } from "../../setup/browser.ts";
import { type RunningServer, startServer } from "../../setup/server.ts";
import { expectTitle, firstOfType, listPosts, openArticle, poll } from "./article-helpers.ts";

let server: RunningServer;
let browser: Browser;
let audio: PostCard;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  audio = firstOfType(await listPosts(server.url), "audio");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the audio single", () => {
  it("plays the episode in the shared player, and keeps playing on the way to the home page", async () => {
    const page = await openPage(browser);
    await openArticle(page, `${server.url}${audio.href}`);
    await expectTitle(page, audio.title);
    const player = page.getByTestId("music-player-audio");
    const play = page.getByTestId("podcast-play");
    expect(await play.getAttribute("aria-pressed")).toBe("false");
    await expectAccessible(page);
    await play.click();
    await poll(() => player.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0)).toBe(
      true,
    );
    await poll(() => play.getAttribute("aria-pressed")).toBe("true");
    await poll(() => page.getByText("Now playing").count()).toBeGreaterThan(0);
    const src = await player.evaluate((a: HTMLAudioElement) => a.currentSrc);
    expect(new URL(src).pathname).toBe(audio.audioUrl);

    // A client-side link click to the home page: the same <audio> keeps going.
    await page.locator("header").getByRole("link", { name: "Wanderlust" }).first().click();
    await page.waitForURL(`${server.url}/`);
    const at = await player.evaluate((a: HTMLAudioElement) => a.currentTime);
    await poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(at);
    expect(await player.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    expect(await player.evaluate((a: HTMLAudioElement) => a.currentSrc)).toBe(src);

    // Back on the episode, its button shows the playing state and pauses it.
    await page.goBack();
    await expectTitle(page, audio.title);
    await poll(() => page.getByTestId("podcast-play").getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("podcast-play").click();
    await poll(() => player.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await page.context().close();
  });

  it("shows the episode's length before playback starts, on the page and in the player bar", async () => {
    expect(audio.duration).toBeGreaterThan(0);
    const length = formatDuration(audio.duration!);
    const page = await openPage(browser, { width: 390 });
    // The audio never arrives: the length can only come from the post.
    await page.route("**/*.mp3", () => {});
    await openArticle(page, `${server.url}${audio.href}`);
    const player = page.getByTestId("podcast-play").locator("..");
    await poll(() => player.textContent()).toContain(`0:00${length}`);
    await page.getByTestId("podcast-play").click();
    const bar = page.getByTestId("player-bar");
    await poll(() => bar.isVisible()).toBe(true);
    await poll(() => bar.textContent()).toContain(`${PODCAST_SERIES} · 0:00 / ${length}`);
    expect(await bar.getByRole("slider", { name: "Seek" }).getAttribute("aria-valuemax")).toBe(
      String(audio.duration),
    );
    await expectAccessible(page);
    await page.context().close();
  });
});
