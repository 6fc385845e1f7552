/**
 * Markers on a map that do not hide each other. `spreadMarkers` places markers one by one in the
 * order given: each stays where it is when no marker placed before it is closer than `gap`, and
 * otherwise goes to the nearest free spot on a spiral around where it belongs (a sunflower
 * spiral, so a crowd packs into a round patch around its place rather than a line). Then two
 * markers trade spots whenever that shortens the lines from where they belong to where they are
 * drawn, which also uncrosses those lines. Everything stays inside the `width` x `height` box,
 * `margin` from its edges. Deterministic; the answer is in the order given. O(n²) a pass, for the
 * few hundred markers a map has.
 */
interface Point {
  x: number;
  y: number;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Spiral spots tried per marker before giving up and leaving it where it belongs. */
const MAX_SPOTS = 2000;

export function spreadMarkers(
  points: readonly Point[],
  gap: number,
  box: { width: number; height: number; margin: number },
): Point[] {
  const placed: Point[] = [];
  const inside = ({ x, y }: Point): boolean =>
    x >= box.margin &&
    x <= box.width - box.margin &&
    y >= box.margin &&
    y <= box.height - box.margin;
  const free = ({ x, y }: Point): boolean =>
    placed.every((other) => Math.hypot(other.x - x, other.y - y) >= gap);
  for (const point of points) {
    const home = {
      x: Math.min(box.width - box.margin, Math.max(box.margin, point.x)),
      y: Math.min(box.height - box.margin, Math.max(box.margin, point.y)),
    };
    let spot = home;
    for (let n = 1; n <= MAX_SPOTS && !free(spot); n++) {
      const candidate = {
        x: home.x + gap * 0.55 * Math.sqrt(n) * Math.cos(n * GOLDEN_ANGLE),
        y: home.y + gap * 0.55 * Math.sqrt(n) * Math.sin(n * GOLDEN_ANGLE),
      };
      if (inside(candidate)) spot = candidate;
      if (n === MAX_SPOTS && !free(spot)) spot = home;
    }
    placed.push(spot);
  }
  const homes = points.map((point) => ({
    x: Math.min(box.width - box.margin, Math.max(box.margin, point.x)),
    y: Math.min(box.height - box.margin, Math.max(box.margin, point.y)),
  }));
  const length = (home: Point, spot: Point) => Math.hypot(spot.x - home.x, spot.y - home.y);
  for (let pass = 0, traded = true; traded && pass < 50; pass++) {
    traded = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const [a, b, homeA, homeB] = [placed[i]!, placed[j]!, homes[i]!, homes[j]!];
        if (length(homeA, b) + length(homeB, a) < length(homeA, a) + length(homeB, b) - 1e-9) {
          placed[i] = b;
          placed[j] = a;
          traded = true;
        }
      }
    }
  }
  return placed;
}
