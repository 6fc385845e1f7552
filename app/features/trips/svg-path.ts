/**
 * Compact SVG path data for map shapes. `CompactPath` is a drawing context (the `moveTo`,
 * `lineTo`, `closePath` subset of a canvas context, which d3-geo's `geoPath(projection, context)`
 * drives) that writes what it is given as short SVG path data:
 *
 * - every coordinate snapped to a grid of `10^-digits` units (at the maps' 960-unit width one
 *   unit is at most about a CSS pixel, so whole units are enough);
 * - points equal to the one before dropped, and points in a straight line with their neighbours
 *   merged into one segment;
 * - closed rings that end up with fewer than 3 points (islands smaller than the grid) dropped;
 * - relative coordinates with implicit line-tos (`m`, then pairs), no separator before a minus.
 *
 * Each `take()` string starts with an absolute `M`, so strings may be concatenated into one path.
 * Shared borders stay shared: two neighbours' rings go through the same projected points, snapped
 * the same way, so no gaps or slivers open between them.
 */
export class CompactPath {
  private readonly scale: number;
  private out = "";
  private ring: [number, number][] = [];
  private cursorX = 0;
  private cursorY = 0;
  private absolute = true;

  constructor(private readonly digits = 0) {
    this.scale = 10 ** digits;
  }

  moveTo(x: number, y: number): void {
    this.flush(false);
    this.push(x, y);
  }

  lineTo(x: number, y: number): void {
    this.push(x, y);
  }

  closePath(): void {
    this.flush(true);
  }

  /** d3-geo draws GeoJSON points as arcs; map shapes have none, so there is nothing to do. */
  arc(): void {}

  /** Part of the canvas context d3-geo's types ask for; paths start afresh with `take()`. */
  beginPath(): void {}

  /** The path data written since the last `take()`, "" when nothing was big enough to draw. */
  take(): string {
    this.flush(false);
    const data = this.out;
    this.out = "";
    this.cursorX = 0;
    this.cursorY = 0;
    this.absolute = true;
    return data;
  }

  private push(x: number, y: number): void {
    const point: [number, number] = [Math.round(x * this.scale), Math.round(y * this.scale)];
    const ring = this.ring;
    const last = ring.at(-1);
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    const before = ring.at(-2);
    if (last && before && straight(before, last, point)) ring[ring.length - 1] = point;
    else ring.push(point);
  }

  private flush(closed: boolean): void {
    const ring = this.ring;
    this.ring = [];
    if (closed) {
      const first = ring[0];
      const last = ring.at(-1);
      if (first && last && ring.length > 1 && first[0] === last[0] && first[1] === last[1]) {
        ring.pop();
      }
    }
    if (ring.length < (closed ? 3 : 2)) return;
    let data = "";
    ring.forEach(([x, y], index) => {
      if (index === 0) data += this.absolute ? "M" : "m";
      else if (index === 1 && this.absolute) data += "l";
      const dx = index === 0 && this.absolute ? x : x - this.cursorX;
      const dy = index === 0 && this.absolute ? y : y - this.cursorY;
      const first = this.number(dx);
      data +=
        (index === 0 || (index === 1 && this.absolute) || first.startsWith("-") ? "" : " ") + first;
      const second = this.number(dy);
      data += (second.startsWith("-") ? "" : " ") + second;
      this.cursorX = x;
      this.cursorY = y;
    });
    if (closed) {
      data += "z";
      // After a close, the current point is back at the ring's start.
      this.cursorX = ring[0]![0];
      this.cursorY = ring[0]![1];
    }
    this.out += data;
    this.absolute = false;
  }

  private number(gridValue: number): string {
    if (this.digits === 0) return String(gridValue);
    return String(gridValue / this.scale).replace(/^(-?)0\./, "$1.");
  }
}

/** Is `c` on the line from `a` through `b`, beyond `b` (so `b` can go)? Exact on the grid. */
function straight(a: [number, number], b: [number, number], c: [number, number]): boolean {
  const abx = b[0] - a[0];
  const aby = b[1] - a[1];
  const bcx = c[0] - b[0];
  const bcy = c[1] - b[1];
  return abx * bcy - aby * bcx === 0 && abx * bcx + aby * bcy > 0;
}
