import { describe, expect, it } from "vitest";
import {
  assetClosure,
  dataPathOf,
  manifestPathFor,
  mergeManifestPatches,
  pagePathOfData,
  pathOfSavedCache,
  READING_LIST_PATH,
  referencedAssets,
  referencedMedia,
  savedCacheName,
} from "./offline.ts";

describe("offline names", () => {
  it("names a saved article's cache after its path, and reads it back", () => {
    expect(pathOfSavedCache(savedCacheName("/beach/2024/algarve"))).toBe("/beach/2024/algarve");
    expect(pathOfSavedCache("wanderlust-assets")).toBeUndefined();
  });

  it("maps a page to React Router's data URL and back", () => {
    expect(dataPathOf("/single/foo")).toBe("/single/foo.data");
    expect(dataPathOf("/single/foo/")).toBe("/single/foo.data");
    expect(dataPathOf("/")).toBe("/_root.data");
    expect(pagePathOfData("/single/foo.data")).toBe("/single/foo");
    expect(pagePathOfData("/_root.data")).toBe("/");
    expect(pagePathOfData("/media/a.mp3")).toBeUndefined();
    for (const path of ["/a/b", "/reading-list"])
      expect(pagePathOfData(dataPathOf(path))).toBe(path);
  });

  it("asks the route manifest for the page, the reading list and the catch-all route, once each", () => {
    const url = new URL(manifestPathFor("/single/foo", "abc123"), "http://x");
    expect(url.pathname).toBe("/__manifest");
    expect(url.searchParams.get("version")).toBe("abc123");
    expect(url.searchParams.get("paths")!.split(",")).toEqual([
      "/__offline/not-saved",
      "/reading-list",
      "/single/foo",
    ]);
    const list = new URL(manifestPathFor(READING_LIST_PATH, "v"), "http://x");
    expect(list.searchParams.get("paths")!.split(",")).toEqual([
      "/__offline/not-saved",
      "/reading-list",
    ]);
  });
});

describe("what a page needs", () => {
  const html = `<link rel="stylesheet" href="/assets/app-Ca8Aai2e.css"/>
<link rel="modulepreload" href="/assets/framework-BSCXpYpe.js"/>
<script type="module">import "/assets/entry.client-D_AXpiQZ.js"; import "/assets/framework-BSCXpYpe.js";</script>
<use href="/assets/icons-BXSiM6rV.svg#o-map"/> <a href="/assets/not-an-asset">x</a>
{"audioUrl":"/media/podcast/ep-8.mp3","video":"/media/video/glacier.mp4"} /media/scenes/a.jpg`;

  it("lists the hashed assets a page names, once each", () => {
    expect(referencedAssets(html)).toEqual([
      "/assets/app-Ca8Aai2e.css",
      "/assets/framework-BSCXpYpe.js",
      "/assets/entry.client-D_AXpiQZ.js",
      "/assets/icons-BXSiM6rV.svg",
    ]);
    expect(
      referencedAssets("src: url(/assets/poppins-latin-400-normal-cpxAROuN.woff2) format"),
    ).toEqual(["/assets/poppins-latin-400-normal-cpxAROuN.woff2"]);
  });

  it("lists its audio and video files, not its photos", () => {
    expect(referencedMedia(html)).toEqual(["/media/podcast/ep-8.mp3", "/media/video/glacier.mp4"]);
  });

  it("closes the assets over the build's graph: lazy imports, styles and fonts, cycles included", () => {
    const graph = {
      "entry.client-A.js": ["framework-B.js", "palette-C.js"],
      "palette-C.js": ["dialog-D.js", "entry.client-A.js"],
      "app-E.css": ["poppins-F.woff2"],
    };
    expect(assetClosure(graph, ["/assets/entry.client-A.js", "/assets/app-E.css"])).toEqual([
      "/assets/app-E.css",
      "/assets/dialog-D.js",
      "/assets/entry.client-A.js",
      "/assets/framework-B.js",
      "/assets/palette-C.js",
      "/assets/poppins-F.woff2",
    ]);
    expect(assetClosure(graph, [])).toEqual([]);
  });

  it("merges the route manifest patches of several saved pages", () => {
    expect(
      mergeManifestPatches([
        { "routes/a": { id: "routes/a" } },
        { "routes/b": { id: "routes/b" } },
      ]),
    ).toEqual({ "routes/a": { id: "routes/a" }, "routes/b": { id: "routes/b" } });
  });
});
