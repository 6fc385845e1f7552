import { describe, expect, it } from "vitest";
import { isCountryCode } from "#app/lib/countries.ts";
import { countryMap, worldMap } from "./world-map.server.ts";

const LISBON = { lat: 38.72, lng: -9.14 };
const ALGARVE = { lat: 37.09, lng: -8.25 };
const KYOTO = { lat: 35.01, lng: 135.77 };
const OSLO = { lat: 59.91, lng: 10.75 };
const TROMSO = { lat: 69.65, lng: 18.96 };
const MALDIVES = { lat: 3.2, lng: 73.22 };
const GIBRALTAR = { lat: 36.14, lng: -5.35 };

function size(viewBox: string): { width: number; height: number } {
  const [x, y, width, height] = viewBox.split(" ").map(Number);
  expect([x, y]).toEqual([0, 0]);
  return { width: width!, height: height! };
}

function expectInside(point: { x: number; y: number }, viewBox: string): void {
  const { width, height } = size(viewBox);
  expect(point.x).toBeGreaterThan(0);
  expect(point.x).toBeLessThan(width);
  expect(point.y).toBeGreaterThan(0);
  expect(point.y).toBeLessThan(height);
}

function shape(map: { countries: { cc: string; d: string }[] }, cc: string): string | undefined {
  return map.countries.find((country) => country.cc === cc)?.d;
}

describe("worldMap", () => {
  it("projects the world into a viewBox 960 wide, points where they belong", () => {
    const map = worldMap([LISBON, KYOTO]);
    const { width, height } = size(map.viewBox);
    expect(width).toBe(960);
    expect(height).toBeGreaterThan(400);
    expect(height).toBeLessThan(500);
    const [lisbon, kyoto] = map.points;
    expectInside(lisbon!, map.viewBox);
    expectInside(kyoto!, map.viewBox);
    // Centred on 11°E: Lisbon a little left of the middle, Kyoto far right, both north of it.
    expect(lisbon!.x).toBeGreaterThan(380);
    expect(lisbon!.x).toBeLessThan(480);
    expect(kyoto!.x).toBeGreaterThan(800);
    expect(lisbon!.y).toBeLessThan(height / 2);
  });

  it("draws every country once, by ISO code, without Antarctica", () => {
    const map = worldMap([]);
    const codes = map.countries.map((country) => country.cc);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    for (const code of codes) expect(isCountryCode(code), code).toBe(true);
    for (const code of ["PT", "GB", "IS", "US", "FR", "NO", "JP", "XK", "CY", "SO"]) {
      expect(shape(map, code), code).toMatch(/^M\d+ \d+l/);
    }
    expect(codes).not.toContain("AQ");
    expect(codes.length).toBeGreaterThan(170);
  });

  it("keeps the world's path data small", () => {
    const map = worldMap([]);
    const bytes = map.countries.reduce((sum, country) => sum + country.d.length, map.land.length);
    expect(bytes).toBeLessThanOrEqual(45_000);
    expect(bytes).toBeGreaterThan(20_000);
  });

  it("projects the shapes once and only the points on each call", () => {
    const first = worldMap([LISBON]);
    const second = worldMap([KYOTO, LISBON]);
    expect(second.countries).toBe(first.countries);
    expect(second.points[1]).toEqual(first.points[0]);
  });
});

describe("countryMap", () => {
  it("zooms on Portugal's mainland, not on Madeira and the Azores", () => {
    const map = countryMap("PT", [LISBON, ALGARVE])!;
    expect(shape(map, "PT")).toBeTruthy();
    expect(shape(map, "ES")).toBeTruthy();
    expect(shape(map, "FR")).toBeUndefined();
    const [lisbon, algarve] = map.points;
    expectInside(lisbon!, map.viewBox);
    expectInside(algarve!, map.viewBox);
    // 180 km apart, on a map whose height is Portugal's 560 km.
    expect(algarve!.y - lisbon!.y).toBeGreaterThan(200);
    const paths = map.countries.reduce((sum, country) => sum + country.d.length, 0);
    expect(paths).toBeLessThan(10_000);
  });

  it("draws Great Britain and Iceland", () => {
    expect(shape(countryMap("GB", [])!, "GB")).toBeTruthy();
    expect(shape(countryMap("GB", [])!, "IE")).toBeTruthy();
    expect(shape(countryMap("IS", [])!, "IS")).toBeTruthy();
  });

  it("fits Norway's mainland, leaving Svalbard out", () => {
    const map = countryMap("NO", [OSLO, TROMSO])!;
    const { height } = size(map.viewBox);
    const [oslo, tromso] = map.points;
    expectInside(oslo!, map.viewBox);
    expectInside(tromso!, map.viewBox);
    expect(oslo!.y - tromso!.y).toBeGreaterThan(height * 0.5);
  });

  it("fits the contiguous United States, wider than tall", () => {
    const map = countryMap("US", [{ lat: 35.2, lng: -111.65 }])!;
    const { height } = size(map.viewBox);
    expect(height).toBeLessThan(700);
    expectInside(map.points[0]!, map.viewBox);
    expect(shape(map, "US")).toBeTruthy();
  });

  it("shows the Maldives with the land around them", () => {
    const map = countryMap("MV", [MALDIVES])!;
    expectInside(map.points[0]!, map.viewBox);
    expect(shape(map, "MV")).toBeTruthy();
    expect(shape(map, "IN") ?? shape(map, "LK")).toBeTruthy();
  });

  it("fits a country the data has no shape for to its points", () => {
    expect(countryMap("GI", [])).toBeNull();
    const map = countryMap("GI", [GIBRALTAR])!;
    const { width, height } = size(map.viewBox);
    expect(map.points[0]!.x).toBeCloseTo(width / 2, 0);
    expect(map.points[0]!.y).toBeCloseTo(height / 2, 0);
    expect(shape(map, "ES")).toBeTruthy();
    expect(shape(map, "MA")).toBeTruthy();
  });

  it("draws countries across the date line", () => {
    expect(shape(countryMap("FJ", [])!, "FJ")).toBeTruthy();
    const russia = countryMap("RU", [])!;
    expect(shape(russia, "RU")).toBeTruthy();
    expect(size(russia.viewBox).height).toBeLessThan(700);
  });

  it("keeps the path data of the largest countries small", () => {
    for (const code of ["RU", "CA", "US", "CN", "BR", "AU", "CL", "NO"]) {
      const map = countryMap(code, [])!;
      const bytes = map.countries.reduce((sum, country) => sum + country.d.length, 0);
      expect(bytes, code).toBeLessThan(16_000);
    }
  });

  it("answers null for what is not a country code", () => {
    expect(countryMap("ZZ", [LISBON])).toBeNull();
    expect(countryMap("pt", [LISBON])).toBeNull();
  });
});
