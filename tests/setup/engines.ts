// Firefox and WebKit for the readers' journeys (tests/engines/, docs/decisions/025-firefox-and-webkit.md):
// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi, and WebKitGTK driven by
// selenium-webdriver through Debian's WebKitWebDriver (WebDriver classic) on the run's Xvfb
// display, in a small window of our own (tests/engines/webkit-browser.py). One interface for both,
// so that each journey is written once.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer, {
  type Browser as FirefoxBrowser,
  type Page as FirefoxPage,
} from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { inject } from "vitest";
import { freePort } from "./server.ts";

export type Engine = "firefox" | "webkit";
export const ENGINES: Engine[] = ["firefox", "webkit"];

const FIREFOX = "/usr/bin/firefox-esr";
const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
const WEBKIT_BROWSER = path.resolve("tests/engines/webkit-browser.py");

/** A phone, as the journeys read the site. */
const PHONE = { width: 390, height: 844 };

export interface EngineOptions {
  /** Scripts off in the page (what a reader without JavaScript gets). */
  javaScript?: boolean;
}

/** One page in a fresh profile (storage, caches, service workers of its own) of one engine. */
export interface EnginePage {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (awaiting a promise it returns). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** A real click on the first element matching `selector` (and, given, with exactly `text`). */
  click(selector: string, text?: string): Promise<void>;
  /** Types `value` into the field `selector`, replacing what was there. */
  fill(selector: string, value: string): Promise<void>;
  /** Chooses the option `value` of the select `selector`. */
  select(selector: string, value: string): Promise<void>;
  /** A key on the focused element. */
  press(key: "Enter" | "Escape"): Promise<void>;
  /** The text of the first element matching `selector` ("" when there is none). */
  text(selector: string): Promise<string>;
  /** Waits (up to 20 s) until `fn`, run in the page with `args`, returns something truthy. */
  waitFor<R, A extends unknown[]>(
    what: string,
    fn: (...args: A) => R,
    ...args: A
  ): Promise<NonNullable<R>>;
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions so far, from every page this profile opened. */
  consoleErrors(): string[];
  close(): Promise<void>;
}

/** How long a journey waits for what a reader would see (a loaded 2-core machine is slow). */
const WAIT_MS = 20_000;

/** Polls `check` every 100 ms until it returns something truthy; fails after `timeout` ms. */
async function poll<R>(check: () => Promise<R>, what: string, timeout: number): Promise<R> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation under way destroys the context the check ran in: try again.
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`waited ${timeout} ms for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Run in the page: marks the first element matching `selector` (with exactly `text`, given) and
 * scrolls it to the middle of the screen; returns a selector for it, or null.
 */
function markTarget(selector: string, text: string | null): string | null {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => text === null || (element.textContent ?? "").trim() === text,
  );
  if (!found) return null;
  const id = `t${Math.random().toString(36).slice(2)}`;
  found.setAttribute("data-engine-target", id);
  found.scrollIntoView({ block: "center" });
  return `[data-engine-target="${id}"]`;
}

// --- Firefox: one browser per test file, a browser context per page -------------------------

/** This file's Firefox, and one with JavaScript off (a pref: BiDi cannot turn it off per page). */
const firefoxes = new Map<boolean, Promise<FirefoxBrowser>>();

/**
 * Debian's Firefox ESR, headless. Prefs: a mock sound device (the machine has none; the player
 * plays all the same), overlay scrollbars (a phone's: the layout keeps its 390 px), and no HTTP
 * cache, so that what works offline is the service worker's doing, never a copy the browser
 * happened to keep.
 */
function launchFirefox(javaScript: boolean): Promise<FirefoxBrowser> {
  const running = firefoxes.get(javaScript);
  if (running) return running;
  const launched = puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      "media.cubeb.force_mock_context": true,
      "ui.useOverlayScrollbars": 1,
      "widget.gtk.overlay-scrollbars.enabled": true,
      "browser.cache.disk.enable": false,
      "browser.cache.memory.enable": false,
      "javascript.enabled": javaScript,
    },
  });
  firefoxes.set(javaScript, launched);
  return launched;
}

/** Closes this file's Firefox, if it started one. */
export async function closeEngines(): Promise<void> {
  const running = [...firefoxes.values()];
  firefoxes.clear();
  await Promise.all(running.map(async (browser) => (await browser).close()));
}

async function openFirefox(options: EngineOptions): Promise<EnginePage> {
  const browser = await launchFirefox(options.javaScript ?? true);
  const context = await browser.createBrowserContext();
  const page: FirefoxPage = await context.newPage();
  await page.setViewport(PHONE);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const at = errors.push(`console.error: ${message.text()} (on ${page.url()})`) - 1;
    // An Error argument reads "JSHandle@error": its message, once the page has said it.
    void Promise.all(
      message
        .args()
        .map((arg) =>
          arg.evaluate((value) =>
            value instanceof Error ? `${value.name}: ${value.message}` : String(value),
          ),
        ),
    )
      .then((parts) => {
        errors[at] = `console.error: ${parts.join(" ")} (on ${page.url()})`;
      })
      .catch(() => undefined);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${String(error)} (on ${page.url()})`));
  const target = async (selector: string, text?: string) => {
    const found = await page.evaluate(markTarget, selector, text ?? null);
    if (!found) throw new Error(`no ${selector}${text ? ` with text '${text}'` : ""} in the page`);
    return found;
  };
  const self: EnginePage = {
    engine: "firefox",
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    // (puppeteer's types would have page-side handles in the arguments: plain values here.)
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    // The mouse at the element's middle: puppeteer's own click waits on the page's scripts,
    // which never come with JavaScript off.
    async click(selector, text) {
      const middle = await page.evaluate(
        (found) => {
          const box = document.querySelector(found)!.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        },
        await target(selector, text),
      );
      await page.mouse.click(middle.x, middle.y);
    },
    async fill(selector, value) {
      await page.evaluate(
        (found) => {
          const input = document.querySelector<HTMLInputElement>(found)!;
          input.value = "";
          input.focus();
        },
        await target(selector),
      );
      await page.keyboard.type(value);
    },
    async select(selector, value) {
      await page.select(await target(selector), value);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async text(selector) {
      return page.evaluate(
        (sel) => document.querySelector(sel)?.textContent?.trim() ?? "",
        selector,
      );
    },
    waitFor: (what, fn, ...args) =>
      poll(
        () => page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<never>,
        what,
        WAIT_MS,
      ),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    consoleErrors: () => [...errors],
    async close() {
      await context.close();
    },
  };
  return self;
}

// --- WebKit: a WebKitWebDriver (one session each) and a browser of its own per page ---------

/** The run's Xvfb display (tests/setup/engines-global.ts), for WebKitGTK's windows. */
const display = () => inject("enginesDisplay");

async function openWebKit(options: EngineOptions): Promise<EnginePage> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-webkit-"));
  const consoleLog = path.join(profile, "console.log");
  fs.writeFileSync(consoleLog, "");
  const driverProcess: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: display() },
    stdio: "ignore",
  });
  let driver: WebDriver | undefined;
  try {
    await poll(
      async () => (await fetch(`http://127.0.0.1:${port}/status`).catch(() => undefined))?.ok,
      "WebKitWebDriver to answer",
      15_000,
    );
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        // The name webkit-browser.py gives itself.
        browserName: "WanderlustWebKit",
        "webkitgtk:browserOptions": {
          binary: WEBKIT_BROWSER,
          args: [
            "--automation",
            `--data-dir=${path.join(profile, "data")}`,
            `--console-log=${consoleLog}`,
            ...(options.javaScript === false ? ["--no-javascript"] : []),
          ],
        },
      })
      .build();
  } catch (error) {
    driverProcess.kill();
    throw error;
  }
  const session = driver;
  const target = async (selector: string, text?: string) => {
    const found = (await session.executeScript(markTarget, selector, text ?? null)) as
      | string
      | null;
    if (!found) throw new Error(`no ${selector}${text ? ` with text '${text}'` : ""} in the page`);
    return found;
  };
  // WebKit writes each console message as "url:line:column: CONSOLE [<source> ]<level> <text>"
  // ("CONSOLE ERROR" for console.error, "CONSOLE JS ERROR" for an exception, "CONSOLE NETWORK
  // ERROR" for a failed load).
  const consoleErrors = () =>
    fs
      .readFileSync(consoleLog, "utf8")
      .split("\n")
      .filter((line) => /CONSOLE (\w+ )?ERROR /.test(line));
  return {
    engine: "webkit",
    async goto(url) {
      await session.get(url);
    },
    evaluate: (fn, ...args) => session.executeScript(fn as never, ...args) as never,
    // As a reader would: once the element can take the click (a menu's links while its panel
    // still slides in are not yet "interactable": failed once at load 10).
    async click(selector, text) {
      await poll(
        async () => {
          try {
            await session.findElement(By.css(await target(selector, text))).click();
            return true;
          } catch (error) {
            if (/NotInteractable|ClickIntercepted/.test((error as Error).name)) return false;
            throw error;
          }
        },
        `${selector}${text ? ` '${text}'` : ""} to take a click`,
        WAIT_MS,
      );
    },
    async fill(selector, value) {
      const field = session.findElement(By.css(await target(selector)));
      await field.clear();
      await field.sendKeys(value);
    },
    async select(selector, value) {
      await session
        .findElement(By.css(`${await target(selector)} option[value="${value}"]`))
        .click();
    },
    async press(key) {
      await session
        .switchTo()
        .activeElement()
        .sendKeys(key === "Enter" ? Key.ENTER : Key.ESCAPE);
    },
    async text(selector) {
      const found = await session.findElements(By.css(selector));
      return found[0] ? ((await found[0].getAttribute("textContent")) ?? "").trim() : "";
    },
    waitFor: (what, fn, ...args) =>
      poll(() => session.executeScript(fn as never, ...args) as Promise<never>, what, WAIT_MS),
    async screenshot(file) {
      fs.writeFileSync(file, await session.takeScreenshot(), "base64");
    },
    consoleErrors,
    async close() {
      await session.quit().catch(() => undefined);
      driverProcess.kill();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A page in a fresh profile of `engine`, at a phone's 390 x 844. */
export function openEngine(engine: Engine, options: EngineOptions = {}): Promise<EnginePage> {
  return engine === "firefox" ? openFirefox(options) : openWebKit(options);
}
