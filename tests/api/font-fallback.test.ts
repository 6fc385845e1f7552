import fs from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import poppins from "@capsizecss/metrics/poppins";
import roboto from "@capsizecss/metrics/roboto";
import { describe, expect, it } from "vitest";

/** The descriptors of each `@font-face` of a stylesheet for `family`, in order. */
function faces(css: string, family: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) =>
      Object.fromEntries(
        (body ?? "")
          .split(";")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
          }),
      ),
    )
    .filter((face) => face["font-family"]?.replace(/["']/g, "") === family);
}

const METRICS = ["ascent-override", "descent-override", "line-gap-override", "size-adjust"];

describe("the fallback fonts of app/app.css", () => {
  const css = fs.readFileSync("app/app.css", "utf8");
  // What capsize computes from the fonts' own metrics (Poppins, and Arial or Roboto).
  const computed = createFontStack([poppins, arial, roboto]).fontFaces;

  it.each(["Arial", "Roboto"])("scale %s to Poppins's metrics, in every weight", (local) => {
    const family = `Poppins Fallback: ${local}`;
    const [expected] = faces(computed, family);
    const ours = faces(css, family);
    expect(expected).toBeDefined();
    expect(ours.length).toBe(2);
    for (const face of ours) {
      for (const metric of METRICS)
        expect(face[metric], `${family} ${metric}`).toBe(expected?.[metric]);
    }
  });

  it("set Poppins's late weights until they come: the local Arial, scaled the same (never an empty face, which WebKit would fill with Poppins SemiBold)", () => {
    const [arialFallback] = faces(computed, "Poppins Fallback: Arial");
    const standIns = faces(css, "Poppins");
    expect(standIns.map((face) => face["font-weight"])).toEqual(["400", "500", "700"]);
    for (const face of standIns) {
      expect(face.src).toMatch(/^local\("Arial( Bold)?"\)/);
      expect(face.src).not.toMatch(/Poppins/);
      for (const metric of METRICS) expect(face[metric], metric).toBe(arialFallback?.[metric]);
    }
  });

  it("come right after Poppins in the font stacks", () => {
    for (const name of ["--font-sans", "--font-display"]) {
      const stack = new RegExp(`${name}:\\s*([^;]*);`).exec(css)?.[1]?.replace(/\s+/g, " ");
      expect(stack, name).toMatch(
        /^"Poppins", "Poppins Fallback: Arial", "Poppins Fallback: Roboto", /,
      );
    }
  });
});
