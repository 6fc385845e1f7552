import { describe, expect, it } from "vitest";
import { labelBox, placeLabels } from "./map-labels.ts";

const view = { fontSize: 20, dotRadius: 6, width: 960, height: 960 };

const overlaps = (a: ReturnType<typeof labelBox>, b: ReturnType<typeof labelBox>) =>
  Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);

describe("placeLabels", () => {
  it("puts a label to the right of its marker when there is room", () => {
    const [label] = placeLabels([{ x: 100, y: 100, text: "Lisbon" }], view);
    expect(label).toMatchObject({ anchor: "start", y: 100, text: "Lisbon" });
    expect(label!.x).toBeGreaterThan(100 + view.dotRadius);
  });

  it("puts it to the left at the view's right edge", () => {
    const [label] = placeLabels([{ x: 940, y: 100, text: "Faro" }], view);
    expect(label).toMatchObject({ anchor: "end" });
    expect(labelBox(label!, view.fontSize).x1).toBeLessThanOrEqual(940);
  });

  it("keeps the labels of close markers from overlapping each other or the other dots", () => {
    const spots = [
      { x: 400, y: 400, text: "Lisbon" },
      { x: 420, y: 410, text: "Sintra" },
      { x: 410, y: 440, text: "Cascais" },
    ];
    const labels = placeLabels(spots, view);
    const boxes = labels.map((l) => labelBox(l, view.fontSize));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        expect(overlaps(boxes[i]!, boxes[j]!), `${spots[i]!.text} / ${spots[j]!.text}`).toBe(false);
      }
      for (const spot of spots) {
        const dot = { x0: spot.x - 6, y0: spot.y - 6, x1: spot.x + 6, y1: spot.y + 6 };
        expect(overlaps(boxes[i]!, dot), `${spots[i]!.text} over ${spot.text}'s dot`).toBe(false);
      }
    }
  });
});
