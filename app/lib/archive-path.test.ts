import { describe, expect, it } from "vitest";
import {
  archiveHref,
  parseArchivePath,
  taxonomyArchivePath,
  withArchivePrefix,
} from "#app/lib/archive-path.ts";

describe("archive paths", () => {
  it("reads the summary and hotel paths", () => {
    expect(parseArchivePath("/archive/summary")).toEqual({ kind: "all" });
    expect(parseArchivePath("/archive-2/summary/")).toEqual({ kind: "all" });
    expect(parseArchivePath("/archive/reviews/hotels/summary")).toEqual({ kind: "hotels" });
    expect(parseArchivePath("/archive-3/reviews/hotels/summary")).toEqual({ kind: "hotels" });
  });
  it("finds the numeric segment of any other path", () => {
    expect(parseArchivePath("/archive/3/beach")).toEqual({ kind: "taxonomy", taxonomyId: 3 });
    expect(parseArchivePath("/archive/tags/12/food/page")).toEqual({
      kind: "taxonomy",
      taxonomyId: 12,
    });
    expect(parseArchivePath("/archive-2/7")).toEqual({ kind: "taxonomy", taxonomyId: 7 });
  });
  it("refuses paths without a numeric segment", () => {
    expect(parseArchivePath("/archive/beach")).toBeNull();
    expect(parseArchivePath("/archive")).toBeNull();
    expect(parseArchivePath("/archive/3x/beach")).toBeNull();
    expect(parseArchivePath("/other/3/beach")).toBeNull();
  });
  it("moves an archive link to another prefix", () => {
    expect(withArchivePrefix("/archive/3/beach", "archive-2")).toBe("/archive-2/3/beach");
    expect(withArchivePrefix("/archive-3/3/beach", "archive")).toBe("/archive/3/beach");
  });
  it("builds every archive link", () => {
    expect(archiveHref()).toBe("/archive/summary");
    expect(archiveHref({ kind: "hotels" })).toBe("/archive/reviews/hotels/summary");
    expect(archiveHref({ kind: "video" })).toBe("/archive-2/summary");
    expect(archiveHref({ kind: "podcast" })).toBe("/archive-3/summary");
    expect(archiveHref({ taxonomy: { id: 3, slug: "beach" } })).toBe("/archive/3/beach");
    expect(archiveHref({ kind: "video", taxonomy: { id: 9, slug: "roadtrip" } })).toBe(
      "/archive-2/9/roadtrip",
    );
    for (const href of [archiveHref(), archiveHref({ kind: "hotels" })]) {
      expect(parseArchivePath(href)).not.toBeNull();
    }
  });
  it("gives a taxonomy archive's canonical path under the prefix asked", () => {
    expect(taxonomyArchivePath("/archive/3/nonsense", "/archive/3/beach")).toBe("/archive/3/beach");
    expect(taxonomyArchivePath("/archive-2/3", "/archive/3/beach")).toBe("/archive-2/3/beach");
    expect(taxonomyArchivePath("/archive-3/x/3/y", "/archive/3/beach")).toBe("/archive-3/3/beach");
  });
});
