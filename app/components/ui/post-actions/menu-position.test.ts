import { describe, expect, it } from "vitest";
import { menuPosition } from "#app/components/ui/post-actions/menu-position.ts";

const viewport = { width: 390, height: 800 };
const panel = { width: 224, height: 160 };

describe("menuPosition", () => {
  it("puts the panel under the button, right edges aligned", () => {
    expect(menuPosition({ top: 100, bottom: 136, right: 380 }, panel, viewport)).toEqual({
      top: 144,
      left: 156,
    });
  });
  it("keeps the panel inside the left edge of a narrow screen", () => {
    expect(menuPosition({ top: 100, bottom: 136, right: 170 }, panel, viewport).left).toBe(8);
  });
  it("keeps the panel inside the right edge", () => {
    expect(menuPosition({ top: 100, bottom: 136, right: 400 }, panel, viewport).left).toBe(158);
  });
  it("opens upwards when there is no room below", () => {
    expect(menuPosition({ top: 700, bottom: 736, right: 380 }, panel, viewport).top).toBe(532);
  });
  it("stays below when there is no room above either", () => {
    expect(
      menuPosition({ top: 100, bottom: 136, right: 380 }, { width: 224, height: 700 }, viewport)
        .top,
    ).toBe(144);
  });
});
