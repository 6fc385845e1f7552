import { describe, expect, it } from "vitest";
import {
  HELD_TYPE,
  START_AFTER_FIRST_FRAME,
  scriptsAfterFirstPaint,
} from "./scripts-after-paint.ts";

// The shape React Router 7's <Scripts> renders (React hoists the preloads into <head>).
const MODULES = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/entry.client-C.js" nonce="mark"/><link rel="modulepreload" href="/assets/framework-D.js" nonce="mark"/><link rel="modulepreload" href="/assets/entry.client-C.js" nonce="mark"/><link rel="modulepreload" href="/assets/root-A.js" nonce="mark"/></head><body><main>Hello</main><script nonce="mark">window.__reactRouterContext = {};</script><script nonce="mark" type="module" async="">${MODULES}</script><script nonce="mark">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("scriptsAfterFirstPaint", () => {
  const page = scriptsAfterFirstPaint(PAGE);

  it("takes the module preloads out of the page", () => {
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css"');
  });

  it("holds React Router's module script, unchanged, with the preloads to start later", () => {
    const held = new RegExp(
      `<script nonce="mark" type="${HELD_TYPE}" async="" data-preloads="([^"]*)">([\\s\\S]*?)</script>`,
    ).exec(page);
    expect(held?.[1]).toBe("/assets/entry.client-C.js /assets/framework-D.js /assets/root-A.js");
    expect(held?.[2]).toBe(MODULES);
    expect(page).not.toContain('type="module"');
  });

  it("starts it from a script right after it, marked as the render's own", () => {
    expect(page).toContain(
      `data-preloads="/assets/entry.client-C.js /assets/framework-D.js /assets/root-A.js">${MODULES}</script><script nonce="mark">${START_AFTER_FIRST_FRAME}</script>`,
    );
    expect(page).toMatch(/<script nonce="mark">window.__reactRouterContext.streamController.close/);
  });

  it("leaves a page without that script or without preloads as it was", () => {
    const noScript = PAGE.replace(/<script nonce="mark" type="module"[\s\S]*?<\/script>/, "");
    expect(scriptsAfterFirstPaint(noScript)).toBe(noScript);
    const noPreloads = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(scriptsAfterFirstPaint(noPreloads)).toBe(noPreloads);
  });
});
