// Usage: node scripts/make-podcast-artwork.mjs
// Makes public/media/podcast/artwork.jpg, the podcast's square show artwork (Apple Podcasts asks
// for 1400 to 3000 px a side, JPEG or PNG, RGB): a sample photo cropped square, darkened at the
// foot, with the show's name set by sharp (Pango) in DejaVu Sans Bold (Debian fonts-dejavu-core;
// sharp's FreeType cannot read the site's Poppins, which @fontsource ships as WOFF only).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZE = 1400;
const PHOTO = path.join(root, "public/media/scenes/algarve-1.jpg");
const OUT = path.join(root, "public/media/podcast/artwork.jpg");
/** app/lib/seo.ts PODCAST_SERIES, on three lines, and what the show is. */
const TITLE = "Are We\nNearly\nThere?";
const SUBTITLE = "The Wanderlust family podcast";

const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.25" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#111827" stop-opacity="0.85"/>
    </linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
    <rect x="96" y="96" width="220" height="14" rx="7" fill="#6366f1"/>
  </svg>`,
);

/** White text set by Pango, as a PNG with its size. */
function text(lines, font, spacing) {
  return sharp({
    text: {
      text: `<span foreground="white">${lines}</span>`,
      font,
      width: SIZE - 192,
      rgba: true,
      spacing,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const title = await text(TITLE, "DejaVu Sans Bold 150", 8);
const subtitle = await text(SUBTITLE, "DejaVu Sans 56", 0);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
await sharp(PHOTO)
  .resize(SIZE, SIZE, { fit: "cover", position: "centre", kernel: "lanczos3" })
  .composite([
    { input: shade, top: 0, left: 0 },
    {
      input: title.data,
      left: 96,
      top: SIZE - 96 - subtitle.info.height - 36 - title.info.height,
    },
    { input: subtitle.data, left: 96, top: SIZE - 96 - subtitle.info.height },
  ])
  .removeAlpha()
  .toColorspace("srgb")
  .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" })
  .toFile(OUT);
const meta = await sharp(OUT).metadata();
console.log(`${path.relative(root, OUT)}: ${meta.width}x${meta.height} ${meta.space} ${meta.channels} channels, ${fs.statSync(OUT).size} bytes`);
