import { beforeAll, describe, expect, it } from "vitest";
import { formatDuration } from "#app/features/media-player/format-time.ts";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";
import { expectTitle, firstOfType, listPosts, openArticle } from "#tests/setup/posts.ts";

let audio: PostCard;

const app = setupApp();
beforeAll(async () => {
  audio = firstOfType(await listPosts(app.url), "audio");
});

describe("the audio single", () => {
  it("plays the episode in the shared player, and keeps playing on the way to the home page", async () => {
    const page = await app.open();
    await openArticle(page, `${app.url}${audio.href}`);
    await expectTitle(page, audio.title);
    const player = page.getByTestId("music-player-audio");
    const play = page.getByTestId("podcast-play");
    expect(await play.getAttribute("aria-pressed")).toBe("false");
    await expectAccessible(page);
    await play.click();
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0))
      .toBe(true);
    await expect.poll(() => play.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByText("Now playing").count()).toBeGreaterThan(0);
    const src = await player.evaluate((a: HTMLAudioElement) => a.currentSrc);
    expect(new URL(src).pathname).toBe(audio.audioUrl);

    // A client-side link click to the home page: the same <audio> keeps going.
    await page.locator("header").getByRole("link", { name: "Wanderlust" }).first().click();
    await page.waitForURL(`${app.url}/`);
    const at = await player.evaluate((a: HTMLAudioElement) => a.currentTime);
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime))
      .toBeGreaterThan(at);
    expect(await player.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    expect(await player.evaluate((a: HTMLAudioElement) => a.currentSrc)).toBe(src);

    // Back on the episode, its button shows the playing state and pauses it.
    await page.goBack();
    await expectTitle(page, audio.title);
    await expect
      .poll(() => page.getByTestId("podcast-play").getAttribute("aria-pressed"))
      .toBe("true");
    await page.getByTestId("podcast-play").click();
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  });

  it("shows the episode's length before playback starts, on the page and in the player bar", async () => {
    expect(audio.duration).toBeGreaterThan(0);
    const length = formatDuration(audio.duration!);
    const page = await app.open({ width: 390 });
    // The audio never arrives: the length can only come from the post.
    await page.route("**/*.mp3", () => {});
    await openArticle(page, `${app.url}${audio.href}`);
    const player = page.getByTestId("podcast-play").locator("..");
    await expect.poll(() => player.textContent()).toContain(`0:00${length}`);
    await page.getByTestId("podcast-play").click();
    const bar = page.getByTestId("player-bar");
    await expect.poll(() => bar.isVisible()).toBe(true);
    await expect.poll(() => bar.textContent()).toContain(`${PODCAST_SERIES} · 0:00 / ${length}`);
    expect(await bar.getByRole("slider", { name: "Seek" }).getAttribute("aria-valuemax")).toBe(
      String(audio.duration),
    );
    await expectAccessible(page);
  });
});
