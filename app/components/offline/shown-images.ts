/**
 * The image URLs a page shows on this device: each `<img>` (in its `<picture>`) rebuilt outside
 * the document with the same sources, so the browser picks the variant it would show here.
 */
export async function imagesShownHere(doc: Document): Promise<string[]> {
  // Not the <noscript> copies (DOMParser parses them as markup): the page-view pixel, say.
  const shown = [...doc.querySelectorAll("img")].filter((img) => !img.closest("noscript"));
  const picks = shown.map(async (original) => {
    const picture = original.parentElement?.tagName === "PICTURE" ? original.parentElement : null;
    const copy = document.createElement("img");
    const holder = document.createElement("picture");
    if (picture) {
      for (const source of picture.querySelectorAll("source")) {
        const clone = document.createElement("source");
        for (const name of ["type", "media", "sizes", "srcset"]) {
          const value = source.getAttribute(name);
          if (value !== null) clone.setAttribute(name, value);
        }
        holder.append(clone);
      }
    }
    holder.append(copy);
    const loaded = new Promise<void>((resolve) => {
      copy.onload = () => resolve();
      copy.onerror = () => resolve();
    });
    if (original.hasAttribute("sizes")) copy.sizes = original.getAttribute("sizes")!;
    if (original.hasAttribute("srcset")) copy.srcset = original.getAttribute("srcset")!;
    copy.src = original.getAttribute("src") ?? "";
    await loaded;
    return copy.currentSrc;
  });
  const urls = await Promise.all(picks);
  const posters = [...doc.querySelectorAll("video[poster]")].map((v) => v.getAttribute("poster")!);
  return [...new Set([...urls, ...posters])]
    .filter((url) => url && !url.startsWith("data:"))
    .map((url) => new URL(url, location.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname + url.search);
}
