import { describe, expect, it } from "vitest";
import {
  AUTHOR_SLIDER_BASE,
  itemsPerRow,
  lastStart,
  step,
} from "#app/components/ui/widgets/slider-steps.ts";

describe("slider items per row", () => {
  it("shows the base of 5 from 1280 px up, one less under 1280, two less under 1024", () => {
    expect(itemsPerRow(1920)).toBe(5);
    expect(itemsPerRow(1280)).toBe(5);
    expect(itemsPerRow(1279)).toBe(4);
    expect(itemsPerRow(1024)).toBe(4);
    expect(itemsPerRow(1023)).toBe(3);
    expect(itemsPerRow(500)).toBe(3);
  });
  it("shows base minus 3 under 500 px and one item under 320 px", () => {
    expect(itemsPerRow(499)).toBe(2);
    expect(itemsPerRow(390)).toBe(2);
    expect(itemsPerRow(320)).toBe(2);
    expect(itemsPerRow(319)).toBe(1);
  });
  it("uses a base of 4 for authors, never fewer than one item", () => {
    expect(itemsPerRow(1280, AUTHOR_SLIDER_BASE)).toBe(4);
    expect(itemsPerRow(1100, AUTHOR_SLIDER_BASE)).toBe(3);
    expect(itemsPerRow(800, AUTHOR_SLIDER_BASE)).toBe(2);
    expect(itemsPerRow(390, AUTHOR_SLIDER_BASE)).toBe(1);
    expect(itemsPerRow(300, AUTHOR_SLIDER_BASE)).toBe(1);
  });
  it("moves one item at a time, bounded at the first and the last full row", () => {
    expect(lastStart(10, 4)).toBe(6);
    expect(lastStart(3, 4)).toBe(0);
    expect(step(0, -1, 10, 4)).toBe(0);
    expect(step(0, 1, 10, 4)).toBe(1);
    expect(step(6, 1, 10, 4)).toBe(6);
    expect(step(5, 1, 10, 4)).toBe(6);
  });
});
