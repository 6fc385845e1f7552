import { describe, expect, it } from "vitest";
import {
  declaredIcons,
  SOCIAL_MARKS,
  socialMarkSymbols,
  spriteDocument,
  symbolFromSvg,
} from "#app/components/ui/icons/icon-sprite.ts";

describe("symbolFromSvg", () => {
  it("keeps the viewBox, the drawing attributes and the inside, drops the other attributes", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true" data-slot="icon"><path stroke-linecap="round" d="M15.75 19.5 8.25 12l7.5-7.5"></path></svg>';
    expect(symbolFromSvg("o-ChevronLeft", svg)).toBe(
      '<symbol id="o-ChevronLeft" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5"><path stroke-linecap="round" d="M15.75 19.5 8.25 12l7.5-7.5"></path></symbol>',
    );
    const solid =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true"><path d="M3 10"></path></svg>';
    expect(symbolFromSvg("m-X", solid)).toBe(
      '<symbol id="m-X" viewBox="0 0 20 20" fill="currentColor"><path d="M3 10"></path></symbol>',
    );
  });

  it("refuses markup that is no svg, or an svg without a viewBox", () => {
    expect(() => symbolFromSvg("x", "<path/>")).toThrow(/not an <svg>/);
    expect(() => symbolFromSvg("x", "<svg><path/></svg>")).toThrow(/no viewBox/);
  });
});

describe("socialMarkSymbols", () => {
  it("draws each network's mark as a symbol in the current colour", () => {
    const symbols = socialMarkSymbols();
    expect(symbols).toHaveLength(Object.keys(SOCIAL_MARKS).length);
    expect(symbols[0]).toBe(
      `<symbol id="social-facebook" viewBox="0 0 24 24" fill="currentColor"><path d="${SOCIAL_MARKS.facebook}"></path></symbol>`,
    );
  });
});

describe("spriteDocument", () => {
  it("sorts the symbols, one per line, in one svg", () => {
    expect(spriteDocument(['<symbol id="s-B"/>', '<symbol id="o-A"/>'])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="o-A"/>\n<symbol id="s-B"/>\n</svg>\n',
    );
  });
});

describe("declaredIcons", () => {
  it("finds every icon name a module draws, and no other name attribute", () => {
    const source = `<Icon {...props} name="o-ChevronLeft" />;\n<Icon\n  name="m-ArrowRight"\n/>\n<input name="email" /><input name="s-lower" />\nicon("s-Play");`;
    expect(declaredIcons(source)).toEqual(["o-ChevronLeft", "m-ArrowRight", "s-Play"]);
  });
});
