import { describe, expect, it } from "vitest";
import { collectPhotos, parsePhotoId, photoTourParams, thumbnailWindow } from "./photos.ts";

describe("collectPhotos", () => {
  const post = {
    title: "Bali",
    featuredImage: "/a.jpg",
    galleryImgs: ["/a.jpg", "/b.jpg"],
    contentPairs: [
      "text",
      { header: "H", paragraph: "p", image: { link: "/c.jpg", caption: "Rice terraces" } },
      { header: "H2", paragraph: ["x"], image: { link: "/b.jpg", caption: "again" } },
      { header: "H3", paragraph: "p" },
    ],
  };
  it("lists featured, gallery and section photos once each, in that order", () => {
    expect(collectPhotos(post).map((p) => p.src)).toEqual(["/a.jpg", "/b.jpg", "/c.jpg"]);
  });
  it("uses captions as alt text, and a numbered description otherwise", () => {
    const photos = collectPhotos(post);
    expect(photos[0]!.alt).toBe("Bali, photo 1 of 3");
    expect(photos[2]!.alt).toBe("Rice terraces");
    expect(photos[2]!.caption).toBe("Rice terraces");
  });
});

describe("parsePhotoId", () => {
  it("accepts an index within the photos", () => {
    expect(parsePhotoId("0", 3)).toBe(0);
    expect(parsePhotoId("2", 3)).toBe(2);
  });
  it("rejects missing, out of range and malformed values", () => {
    expect(parsePhotoId(null, 3)).toBeNull();
    expect(parsePhotoId("3", 3)).toBeNull();
    expect(parsePhotoId("-1", 3)).toBeNull();
    expect(parsePhotoId("1.5", 3)).toBeNull();
    expect(parsePhotoId("abc", 3)).toBeNull();
  });
});

describe("thumbnailWindow", () => {
  it("shows 15 each side of the current photo", () => {
    expect(thumbnailWindow(50, 100)).toEqual({ start: 35, end: 66 });
  });
  it("is cut at the first and last photo", () => {
    expect(thumbnailWindow(2, 100)).toEqual({ start: 0, end: 18 });
    expect(thumbnailWindow(98, 100)).toEqual({ start: 83, end: 100 });
    expect(thumbnailWindow(3, 5)).toEqual({ start: 0, end: 5 });
  });
  it("is empty without photos", () => {
    expect(thumbnailWindow(0, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe("photoTourParams", () => {
  it("sets and removes the modal and photoId, keeping other parameters", () => {
    const base = new URLSearchParams("utm=x");
    const open = photoTourParams(base, { modal: "photo-tour" });
    expect(open.toString()).toBe("utm=x&modal=photo-tour");
    const viewer = photoTourParams(open, { photoId: 4 });
    expect(viewer.toString()).toBe("utm=x&modal=photo-tour&photoId=4");
    expect(photoTourParams(viewer, { photoId: null }).toString()).toBe("utm=x&modal=photo-tour");
    expect(photoTourParams(viewer, { modal: null, photoId: null }).toString()).toBe("utm=x");
  });
});
