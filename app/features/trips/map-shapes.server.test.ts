import { describe, expect, it } from "vitest";
import { mapOfFile, mapShapesResponse, mapShapesSvg, mapShapesUrl } from "./map-shapes.server.ts";

const shapes = [
  { cc: "ES", d: "M10 10l20 0 0 20z" },
  { cc: "PT", d: "M0 10l10 0 0 20z" },
];

describe("map shapes files", () => {
  it("puts the land and each country, by its code, in one group", () => {
    const svg = mapShapesSvg(shapes, "M1 1l2 0 0 2z");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><g id="all">/);
    expect(svg).toContain('<path vector-effect="non-scaling-stroke" d="M1 1l2 0 0 2z"/>');
    expect(svg).toContain(
      '<path id="PT" vector-effect="non-scaling-stroke" d="M0 10l10 0 0 20z"/>',
    );
    expect(mapShapesSvg(shapes, "")).not.toContain('d=""');
  });

  it("names a file by its map and content, and serves it for a year", async () => {
    const url = mapShapesUrl("world", shapes, "");
    expect(url).toMatch(/^\/img\/maps\/world-[A-Za-z0-9_-]{12}\.svg$/);
    expect(mapShapesUrl("world", shapes, "")).toBe(url);
    expect(mapShapesUrl("world", shapes.slice(1), "")).not.toBe(url);
    const file = url.slice("/img/maps/".length);
    expect(mapOfFile(file)).toBe("world");
    const response = mapShapesResponse(file);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(mapShapesSvg(shapes, ""));
  });

  it("answers 404 for a file it never drew, and knows no map of a strange name", () => {
    expect(mapShapesResponse("world-AAAAAAAAAAAA.svg").status).toBe(404);
    expect(mapOfFile("pt-AAAAAAAAAAAA.svg")).toBe("pt");
    expect(mapOfFile("../x.svg")).toBeUndefined();
    expect(mapOfFile("world-short.svg")).toBeUndefined();
  });
});
