import { afterAll, describe, it, onTestFinished } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { closeEngines, ENGINES, type EngineOptions, openEngine } from "#tests/setup/engines.ts";
import { startServer } from "#tests/setup/server.ts";
import {
  fontsSwapInPlace,
  homeThemeAndMenu,
  newsletterSignUp,
  newsletterWithoutJavaScript,
  offlineReading,
  paletteFindsLisbon,
  podcastAcrossPages,
  tripFilters,
} from "./journeys.ts";

/**
 * The readers' journeys in Firefox ESR and WebKitGTK at 390 px (docs/decisions/025): each fails
 * on a console error or an uncaught exception in any page it opened. Chromium runs the same
 * features in tests/e2e.
 */
const app = setupApp();
afterAll(closeEngines);

async function open(engine: (typeof ENGINES)[number], options?: EngineOptions) {
  const page = await openEngine(engine, options);
  onTestFinished(() => page.close());
  return page;
}

describe.each(ENGINES)("in %s", (engine) => {
  it("home: hydrated, dark mode kept across a reload, the menu", async () => {
    await homeThemeAndMenu(await open(engine), app.url);
  });
  it("first paint: the late font weights move nothing on / and an article", async () => {
    await fontsSwapInPlace(await open(engine), app.url);
  });
  it("the palette finds Lisbon and opens it", async () => {
    await paletteFindsLisbon(await open(engine), app.url);
  });
  it("a podcast plays across a link; the player's pause and play", async () => {
    await podcastAcrossPages(await open(engine), app.url);
  });
  it("signs up to the newsletter", async () => {
    await newsletterSignUp(await open(engine), app.url);
  });
  it("signs up to the newsletter without JavaScript", async () => {
    await newsletterWithoutJavaScript(await open(engine, { javaScript: false }), app.url);
  });
  it("/trips: an age then a month narrow the trips", async () => {
    await tripFilters(await open(engine), app.url);
  });
  it("offline: a saved article at any URL of it, the offline page, the reading list; nothing logged", async () => {
    // A server of its own, stopped halfway: the network gone.
    const server = await startServer();
    onTestFinished(() => server.stop());
    await offlineReading(await open(engine), server.url, () => server.stop());
  });
});
