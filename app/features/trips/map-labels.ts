/**
 * Where a map's place names go (the country maps label every marker): beside each marker, to its
 * right, left, below or above, whichever first overlaps no other label and no marker's dot and
 * stays inside the view; failing that, the spot with the least overlap. A label's width is
 * estimated from its length (`charWidth` ems a character): no text measuring on the server.
 * Deterministic, in the order given (put the most important places first).
 */
interface Spot {
  x: number;
  y: number;
  text: string;
}

export interface PlacedLabel {
  /** The text's anchor point (SVG `x`, `y` of a `<text>` with `dominant-baseline: central`). */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  text: string;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** The box a label covers. */
export function labelBox(label: PlacedLabel, fontSize: number, charWidth = 0.6): Box {
  const width = label.text.length * fontSize * charWidth;
  const x0 =
    label.anchor === "start"
      ? label.x
      : label.anchor === "end"
        ? label.x - width
        : label.x - width / 2;
  return { x0, y0: label.y - fontSize * 0.6, x1: x0 + width, y1: label.y + fontSize * 0.6 };
}

export function placeLabels(
  spots: readonly Spot[],
  {
    fontSize,
    dotRadius,
    width,
    height,
    charWidth = 0.6,
  }: { fontSize: number; dotRadius: number; width: number; height: number; charWidth?: number },
): PlacedLabel[] {
  const dots: Box[] = spots.map(({ x, y }) => ({
    x0: x - dotRadius,
    y0: y - dotRadius,
    x1: x + dotRadius,
    y1: y + dotRadius,
  }));
  const placed: Box[] = [];
  const gap = dotRadius + fontSize * 0.35;
  return spots.map(({ x, y, text }) => {
    const candidates: PlacedLabel[] = [
      { x: x + gap, y, anchor: "start", text },
      { x: x - gap, y, anchor: "end", text },
      { x, y: y + gap + fontSize * 0.5, anchor: "middle", text },
      { x, y: y - gap - fontSize * 0.5, anchor: "middle", text },
      { x: x + gap, y: y + fontSize * 0.9, anchor: "start", text },
      { x: x + gap, y: y - fontSize * 0.9, anchor: "start", text },
      { x: x - gap, y: y + fontSize * 0.9, anchor: "end", text },
      { x: x - gap, y: y - fontSize * 0.9, anchor: "end", text },
    ];
    let best = candidates[0]!;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
      const box = labelBox(candidate, fontSize, charWidth);
      const outside =
        Math.max(0, -box.x0) +
        Math.max(0, box.x1 - width) +
        Math.max(0, -box.y0) +
        Math.max(0, box.y1 - height);
      const cost =
        outside * fontSize * 10 +
        [...placed, ...dots].reduce((sum, other) => sum + overlap(box, other), 0);
      if (cost < bestCost) {
        best = candidate;
        bestCost = cost;
      }
      if (cost === 0) break;
    }
    placed.push(labelBox(best, fontSize, charWidth));
    return best;
  });
}
