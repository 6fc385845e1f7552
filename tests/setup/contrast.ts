import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import {
  type ContrastSummary,
  type Rgba,
  requiredContrast,
  summariseContrast,
} from "#tests/setup/contrast-ratio.ts";

/**
 * Contrast of text over pictures, measured on the real pixels (axe cannot judge text on images).
 * For each text of a surface: read its colour (times its opacity); hide the surface's texts
 * (colour transparent, no shadow: the layout and any pill background behind them stay), take the
 * pixels of exactly the box of its glyphs from a screenshot of the viewport, blend the text colour
 * over each pixel and take the WCAG ratio, pixel by pixel (tests/setup/contrast-ratio.ts). Then the texts
 * are shown again.
 */

export interface TextContrast extends ContrastSummary {
  /** The text, shortened: what a failure message names. */
  text: string;
  /** Part of the text is cut off by an ancestor that clips (overflow hidden). */
  clipped: boolean;
  color: Rgba;
  fontSize: number;
  fontWeight: number;
  /** 3 for large text, 4.5 otherwise (WCAG AA). */
  required: number;
}

const HIDE_ATTRIBUTE = "data-contrast-hide";
const ID_ATTRIBUTE = "data-contrast-id";
const HIDE_CSS = `[${HIDE_ATTRIBUTE}], [${HIDE_ATTRIBUTE}] * {
  color: transparent !important;
  -webkit-text-fill-color: transparent !important;
  text-shadow: none !important;
  text-decoration-color: transparent !important;
  caret-color: transparent !important;
  transition: none !important;
}
[${HIDE_ATTRIBUTE}] { filter: none !important; }`;

/** A text found on a surface, marked with ID_ATTRIBUTE = id. */
interface FoundText {
  id: number;
  /** Index of its surface among those the locator matched. */
  surface: number;
  text: string;
  color: Rgba;
  fontSize: number;
  fontWeight: number;
}

/** Where a text's glyphs are in the viewport now, and whether an ancestor cuts them off. */
interface TextBox {
  id: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  clipped: boolean;
}

/**
 * Measures every visible text of every surface `surfaces` matches (each element with text of its
 * own: its own text nodes form its box) and answers their contrast over what is behind them, one
 * list a surface, in the locator's order.
 *
 * All in a few round trips to the page: wait for every picture of the surfaces, mark and hide
 * every text at once (what is behind each is then the picture, its scrims and pills, never
 * another text's glyphs), then, while texts are left: the page scrolls the first one left to the
 * middle of the viewport (unless it is in view whole already) and answers the boxes of all texts
 * now in view whole; one screenshot of the viewport gives the pixels of each box.
 */
export async function measureTextContrast(
  page: Page,
  surfaces: Locator,
): Promise<TextContrast[][]> {
  const count = await surfaces.count();
  await surfaces.first().scrollIntoViewIfNeeded();
  await page.addStyleTag({ content: HIDE_CSS });
  const texts = await surfaces.evaluateAll(
    async (roots: Element[], { id, hide }: { id: string; hide: string }) => {
      // Every picture loaded and decoded: <img> complete with a natural width, and a chosen
      // source (currentSrc) when it sits in a <picture> or has a srcset.
      await document.fonts.ready;
      const images = roots.flatMap((root) => [...root.querySelectorAll("img")]);
      for (const img of images) img.loading = "eager";
      await Promise.all(
        images.map(
          (img) =>
            new Promise<void>((resolve, reject) => {
              const started = Date.now();
              const check = () => {
                if (img.complete && img.naturalWidth > 0 && img.currentSrc) {
                  img.decode().then(resolve, resolve);
                } else if (Date.now() - started > 15_000) {
                  reject(new Error(`image not loaded: ${img.currentSrc || img.src}`));
                } else {
                  requestAnimationFrame(check);
                }
              };
              check();
            }),
        ),
      );

      const canvas = document.createElement("canvas");
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext("2d", { willReadFrequently: true })!;
      /** Any CSS colour (oklch, color-mix...) as sRGB 0-255 and alpha 0-1, as the browser paints it. */
      const toRgba = (css: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = css;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return { r: r!, g: g!, b: b!, a: a! / 255 };
      };
      const found: FoundText[] = [];
      roots.forEach((root, surface) => {
        for (const element of [root, ...root.querySelectorAll("*")]) {
          const ownText = [...element.childNodes].filter(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (ownText.length === 0) continue;
          if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
            continue;
          // Screen-reader-only text (Tailwind's sr-only: a 1 px box) is not seen.
          const rect = element.getBoundingClientRect();
          if (rect.width <= 1 || rect.height <= 1) continue;
          const style = getComputedStyle(element);
          let opacity = 1;
          for (let e: Element | null = element; e; e = e.parentElement) {
            opacity *= Number(getComputedStyle(e).opacity);
          }
          const color = toRgba(style.color);
          color.a *= opacity;
          found.push({
            id: found.length,
            surface,
            text: (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 48),
            color,
            fontSize: Number.parseFloat(style.fontSize),
            fontWeight: Number(style.fontWeight),
          });
          element.setAttribute(id, String(found.length - 1));
        }
      });
      // Hidden only now: hiding changes no colour or size read above.
      for (const text of found)
        document.querySelector(`[${id}="${text.id}"]`)?.setAttribute(hide, "");
      return found;
    },
    { id: ID_ATTRIBUTE, hide: HIDE_ATTRIBUTE },
  );

  const results: TextContrast[][] = Array.from({ length: count }, () => []);
  const left = new Set(texts.map((t) => t.id));
  while (left.size > 0) {
    const { boxes, width, height } = await page.evaluate(
      ({ id, pending }: { id: string; pending: number[] }) => {
        const elementOf = (n: number) => document.querySelector(`[${id}="${n}"]`)!;
        const glyphs = (e: Element) => {
          const range = document.createRange();
          let left = Infinity;
          let top = Infinity;
          let right = -Infinity;
          let bottom = -Infinity;
          for (const node of e.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              if (rect.width === 0 || rect.height === 0) continue;
              left = Math.min(left, rect.left);
              top = Math.min(top, rect.top);
              right = Math.max(right, rect.right);
              bottom = Math.max(bottom, rect.bottom);
            }
          }
          return { left, top, right, bottom };
        };
        const inView = (b: ReturnType<typeof glyphs>) =>
          b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
        const first = elementOf(pending[0]!);
        if (!inView(glyphs(first))) first.scrollIntoView({ block: "center", inline: "nearest" });
        const boxes: TextBox[] = [];
        for (const n of pending) {
          const e = elementOf(n);
          let { left, top, right, bottom } = glyphs(e);
          // The first text is measured wherever it lands (it may be taller than the viewport).
          if (n !== pending[0] && !inView({ left, top, right, bottom })) continue;
          // An ellipsis or a line clamp (overflow hidden on the text itself) shows only its own box.
          const own = e.getBoundingClientRect();
          const ownStyle = getComputedStyle(e);
          if (ownStyle.overflowX !== "visible" || ownStyle.overflowY !== "visible") {
            left = Math.max(left, own.left);
            top = Math.max(top, own.top);
            right = Math.min(right, own.right);
            bottom = Math.min(bottom, own.bottom);
          }
          // Text cut off by a clipping ancestor (a card too small for it) is a failure of its own.
          let visible = { left, top, right, bottom };
          for (let a = e.parentElement; a; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (style.overflowX === "visible" && style.overflowY === "visible") continue;
            const r = a.getBoundingClientRect();
            visible = {
              left: Math.max(visible.left, r.left),
              top: Math.max(visible.top, r.top),
              right: Math.min(visible.right, r.right),
              bottom: Math.min(visible.bottom, r.bottom),
            };
          }
          const area = (b: typeof visible) =>
            Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
          const clipped = area(visible) < 0.98 * area({ left, top, right, bottom });
          boxes.push({ id: n, left, top, right, bottom, clipped });
        }
        return { boxes, width: innerWidth, height: innerHeight };
      },
      { id: ID_ATTRIBUTE, pending: [...left] },
    );
    const png = await page.screenshot({ animations: "disabled", caret: "hide" });
    const shot = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const box of boxes) {
      left.delete(box.id);
      const text = texts[box.id]!;
      const x = Math.max(0, Math.floor(box.left));
      const y = Math.max(0, Math.floor(box.top));
      const clip = {
        x,
        y,
        width: Math.min(width, Math.ceil(box.right)) - x,
        height: Math.min(height, Math.ceil(box.bottom)) - y,
      };
      if (clip.width <= 0 || clip.height <= 0) continue;
      const channels = shot.info.channels;
      const rows = Array.from({ length: clip.height }, (_, row) => {
        const start = ((clip.y + row) * shot.info.width + clip.x) * channels;
        return shot.data.subarray(start, start + clip.width * channels);
      });
      results[text.surface]!.push({
        text: text.text,
        clipped: box.clipped,
        color: text.color,
        fontSize: text.fontSize,
        fontWeight: text.fontWeight,
        required: requiredContrast(text.fontSize, text.fontWeight),
        ...summariseContrast(
          text.color,
          new Uint8Array(Buffer.concat(rows)),
          channels === 4 ? 4 : 3,
        ),
      });
    }
  }
  await page.evaluate(
    (attributes: string[]) => {
      for (const attribute of attributes) {
        for (const e of document.querySelectorAll(`[${attribute}]`)) e.removeAttribute(attribute);
      }
    },
    [ID_ATTRIBUTE, HIDE_ATTRIBUTE],
  );
  return results;
}

/** One line a text: its median and 5th-percentile ratio against what it needs. */
export function describeContrast(results: readonly TextContrast[]): string {
  return results
    .map(
      (r) =>
        `${r.median.toFixed(2)}:1 median, ${r.p5.toFixed(2)}:1 p5 (needs ${r.required}) ` +
        `${r.fontSize}px/${r.fontWeight} "${r.text}"${r.clipped ? " CLIPPED" : ""}`,
    )
    .join("\n");
}
