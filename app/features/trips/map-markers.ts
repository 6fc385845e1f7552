/**
 * Markers on a map that do not hide each other. `spreadMarkers` places markers one by one in the
 * order given: each stays where it is when no marker placed before it is closer than `gap`, and
 * otherwise goes to the nearest free spot on a spiral around where it belongs (a sunflower
 * spiral, so a crowd packs into a round patch around its place rather than a line). Then two
 * markers trade spots whenever that shortens the lines from where they belong to where they are
 * drawn, which also uncrosses those lines. Everything stays inside the `width` x `height` box,
 * `margin` from its edges. Deterministic; the answer is in the order given. O(n²) a pass, for the
 * few hundred markers a map has. `square`: the gap is measured along x or y, whichever is longer
 * (square tap areas whose boxes must not overlap, not only circles).
 *
 * `groupMarkers` first merges the markers of one key (a country) closer than a gap into one group,
 * a single tap target for places a finger cannot tell apart.
 */
interface Point {
  x: number;
  y: number;
}

/** A part of the map no marker may cover (an inset), its corners. */
export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Whether a point is in `area` widened by `reach` on every side. */
const within = ({ x, y }: Point, area: Area, reach: number) =>
  x > area.x0 - reach && x < area.x1 + reach && y > area.y0 - reach && y < area.y1 + reach;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Spiral spots tried per marker before giving up and leaving it where it belongs. */
const MAX_SPOTS = 2000;

export function spreadMarkers(
  points: readonly Point[],
  gap: number,
  box: { width: number; height: number; margin: number; square?: boolean; avoid?: Area },
): Point[] {
  const placed: Point[] = [];
  const allowed = (point: Point) => !box.avoid || !within(point, box.avoid, gap / 2);
  const distance = (a: Point, b: Point) =>
    box.square
      ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))
      : Math.hypot(a.x - b.x, a.y - b.y);
  const inside = ({ x, y }: Point): boolean =>
    x >= box.margin &&
    x <= box.width - box.margin &&
    y >= box.margin &&
    y <= box.height - box.margin &&
    allowed({ x, y });
  const free = ({ x, y }: Point): boolean =>
    placed.every((other) => distance(other, { x, y }) >= gap);
  for (const point of points) {
    const home = {
      x: Math.min(box.width - box.margin, Math.max(box.margin, point.x)),
      y: Math.min(box.height - box.margin, Math.max(box.margin, point.y)),
    };
    let spot = home;
    for (let n = 1; n <= MAX_SPOTS && !(free(spot) && allowed(spot)); n++) {
      const candidate = {
        x: home.x + gap * 0.55 * Math.sqrt(n) * Math.cos(n * GOLDEN_ANGLE),
        y: home.y + gap * 0.55 * Math.sqrt(n) * Math.sin(n * GOLDEN_ANGLE),
      };
      if (inside(candidate)) spot = candidate;
      if (n === MAX_SPOTS && !(free(spot) && allowed(spot))) spot = home;
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

/**
 * Markers of the same `key` (a country) closer than `gap` to each other (along x or y, whichever
 * is longer), directly or through others, as groups: each group's member indices in the order
 * given, and its centre (the members' mean). Groups of one key that end up closer than `gap` are
 * merged too. Markers of different keys are never grouped. Groups are in the order of their first
 * member.
 */
export function groupMarkers(
  points: readonly (Point & { key: string })[],
  gap: number,
): { members: number[]; x: number; y: number }[] {
  const near = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) < gap;
  let groups = points.map((point, i) => ({ members: [i], x: point.x, y: point.y, key: point.key }));
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const [a, b] = [groups[i]!, groups[j]!];
        if (a.key !== b.key) continue;
        const close =
          near(a, b) || a.members.some((m) => b.members.some((n) => near(points[m]!, points[n]!)));
        if (!close) continue;
        const members = [...a.members, ...b.members].sort((m, n) => m - n);
        const x = members.reduce((sum, m) => sum + points[m]!.x, 0) / members.length;
        const y = members.reduce((sum, m) => sum + points[m]!.y, 0) / members.length;
        groups = [...groups.slice(0, j), ...groups.slice(j + 1)];
        groups[i] = { members, x, y, key: a.key };
        merged = true;
        break outer;
      }
    }
  }
  return groups
    .sort((a, b) => a.members[0]! - b.members[0]!)
    .map(({ members, x, y }) => ({ members, x, y }));
}

/**
 * Moves markers closer than `gap` (along x or y, whichever is longer) apart a little at a time,
 * each pair pushed away from each other by half what they lack, every marker pulled back
 * towards where it belongs, and kept `margin` inside the box: a crowd spreads evenly around its
 * middle rather than its last markers being sent far. Not every overlap is gone afterwards:
 * `spreadMarkers` from these spots finishes the job with small moves.
 */
export function relaxMarkers(
  points: readonly Point[],
  gap: number,
  box: { width: number; height: number; margin: number; avoid?: Area },
  rounds = 300,
): Point[] {
  const clamp = (v: number, max: number) => Math.min(max - box.margin, Math.max(box.margin, v));
  const spots = points.map(({ x, y }) => ({ x: clamp(x, box.width), y: clamp(y, box.height) }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    // Back towards home first, then apart: the last move of a round is a push.
    spots.forEach((spot, i) => {
      const home = points[i]!;
      spot.x = clamp(spot.x + (home.x - spot.x) * 0.02, box.width);
      spot.y = clamp(spot.y + (home.y - spot.y) * 0.02, box.height);
      const area = box.avoid;
      if (area && within(spot, area, gap / 2)) {
        // Out of the area by its nearest side that is still inside the box.
        const exits = [
          { x: area.x0 - gap / 2 - 0.01, y: spot.y },
          { x: area.x1 + gap / 2 + 0.01, y: spot.y },
          { x: spot.x, y: area.y0 - gap / 2 - 0.01 },
          { x: spot.x, y: area.y1 + gap / 2 + 0.01 },
        ].filter(
          (p) =>
            p.x >= box.margin &&
            p.x <= box.width - box.margin &&
            p.y >= box.margin &&
            p.y <= box.height - box.margin,
        );
        const exit = exits.sort(
          (a, b) => Math.hypot(a.x - spot.x, a.y - spot.y) - Math.hypot(b.x - spot.x, b.y - spot.y),
        )[0];
        if (exit) Object.assign(spot, exit);
      }
    });
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const [a, b] = [spots[i]!, spots[j]!];
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        const lack = gap - Math.max(Math.abs(dx), Math.abs(dy));
        if (lack <= 0) continue;
        if (dx === 0 && dy === 0) [dx, dy] = [Math.cos(i + j), Math.sin(i + j)];
        // Push along the longer axis (a square's overlap is cleared fastest there).
        const alongX = Math.abs(dx) >= Math.abs(dy);
        const push = lack / 2 + 0.01;
        if (alongX) {
          a.x -= Math.sign(dx) * push;
          b.x += Math.sign(dx) * push;
        } else {
          a.y -= Math.sign(dy) * push;
          b.y += Math.sign(dy) * push;
        }
        moved = true;
      }
    }
    if (!moved) break;
  }
  return spots.map(({ x, y }) => ({ x, y }));
}

/**
 * Markers apart by `gap` (square tap areas, see `spreadMarkers`), moved as little as can be
 * found: `relaxMarkers` then `spreadMarkers`, and `spreadMarkers` with the markers placed in
 * `tries` other orders (reversed, then shuffled by a fixed seed), whichever moves them least (the
 * sum of the squared moves). The first placed keeps its place, so the order decides who moves: a
 * few milliseconds for a map's dozen markers. Deterministic; the answer is in the order given.
 */
export function placeMarkers(
  points: readonly Point[],
  gap: number,
  box: { width: number; height: number; margin: number; avoid?: Area },
  tries = 60,
): Point[] {
  const frame = { ...box, square: true };
  const cost = (spots: Point[]) =>
    spots.reduce((sum, s, i) => sum + (s.x - points[i]!.x) ** 2 + (s.y - points[i]!.y) ** 2, 0);
  let best = spreadMarkers(relaxMarkers(points, gap, box), gap, frame);
  let bestCost = cost(best);
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  for (let k = 0; k < tries && bestCost > 0; k++) {
    const order = points.map((_, i) => i);
    if (k === 0) order.reverse();
    else {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
    }
    const placed = spreadMarkers(
      order.map((i) => points[i]!),
      gap,
      frame,
    );
    const spots = points.map(() => ({ x: 0, y: 0 }));
    order.forEach((i, at) => {
      spots[i] = placed[at]!;
    });
    const c = cost(spots);
    if (c < bestCost - 1e-9) {
      best = spots;
      bestCost = c;
    }
  }
  return best;
}
