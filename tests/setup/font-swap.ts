/**
 * Run in the page, once its web fonts are in: how far the boxes of the first screen move when
 * Poppins's late weights (app/late-fonts.css) are taken away again, that is, between the first
 * paint (those weights set in the metric-matched fallbacks of app/app.css) and the page with every
 * font. A box moves as layout shifts are counted (Cumulative Layout Shift), by its start: left and
 * top. A text that breaks into other lines moves what follows it, and a wider word pushes the
 * boxes beside it; but a span of text inside a line (display: inline) counts by its top alone:
 * the glyphs of two fonts are never exactly as wide, and the words after "Nov 2, 2024" end a few
 * pixels apart in any fallback. Returns the largest move in CSS px and the box's tag and text.
 */
export async function fontSwapMoves(): Promise<{ px: number; where: string }> {
  const firstScreen = () =>
    [...document.body.querySelectorAll<HTMLElement>("*")].map((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.top > window.innerHeight) return null;
      return getComputedStyle(element).display === "inline" ? [box.top] : [box.left, box.top];
    });
  const settled = async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  };
  await settled();
  const withFonts = firstScreen();
  const late = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) =>
    link.getAttribute("href")?.includes("late-fonts"),
  );
  if (late.length === 0) throw new Error("no late-fonts stylesheet in the page");
  for (const link of late) link.remove();
  await settled();
  const atFirstPaint = firstScreen();
  const elements = [...document.body.querySelectorAll<HTMLElement>("*")];
  let worst = { px: 0, where: "" };
  withFonts.forEach((box, i) => {
    const before = atFirstPaint[i];
    if (!box || !before) return;
    const px = Math.max(...box.map((value, k) => Math.abs(value - before[k]!)));
    if (px > worst.px) {
      const element = elements[i]!;
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      worst = {
        px: Math.round(px * 10) / 10,
        where: `<${element.tagName.toLowerCase()}> '${text}'`,
      };
    }
  });
  return worst;
}
