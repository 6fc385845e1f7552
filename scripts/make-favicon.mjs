// Makes public/favicon.ico (and the app icons, below) from public/favicon.svg: a real ICO file (16, 32 and 48 px images, each
// a PNG inside the ICO container, as every browser since IE 11 reads them) for the clients that
// ask /favicon.ico without reading the page's <link rel="icon">. Run again after editing the SVG:
//   node scripts/make-favicon.mjs
import fs from "node:fs";
import sharp from "sharp";

const SIZES = [16, 32, 48];
const svg = fs.readFileSync("public/favicon.svg");
const images = await Promise.all(
  SIZES.map((size) => sharp(svg, { density: 72 * (size / 64) * 4 }).resize(size, size).png().toBuffer()),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const at = 6 + 16 * i;
  const size = SIZES[i];
  header.writeUInt8(size % 256, at); // width (0 means 256)
  header.writeUInt8(size % 256, at + 1); // height
  header.writeUInt8(0, at + 2); // colours in the palette: none
  header.writeUInt8(0, at + 3); // reserved
  header.writeUInt16LE(1, at + 4); // colour planes
  header.writeUInt16LE(32, at + 6); // bits per pixel
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, ...images]));
console.log(`public/favicon.ico: ${offset} bytes (${SIZES.join(", ")} px)`);

// The web app manifest's icons (public/manifest.webmanifest): 192 and 512 px as drawn, and a
// maskable 512 px one, the compass within the safe zone (the middle 80%) on a full-bleed indigo
// square, which a phone's launcher crops to its own shape.
fs.mkdirSync("public/icons", { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
}
const inner = Math.round(512 * 0.7);
const compass = await sharp(svg, { density: 72 * (inner / 64) }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#4f46e5" } })
  .composite([{ input: compass, gravity: "center" }])
  .png()
  .toFile("public/icons/icon-maskable-512.png");
console.log("public/icons: icon-192.png, icon-512.png, icon-maskable-512.png");
