import sharp from "sharp";
const [n, top, height, out] = process.argv.slice(2);
const A = `/tmp/perf-html-base/screenshots/${n}.png`, B = `/work/wt/perf-html/screenshots/${n}.png`;
const m = await sharp(A).metadata();
const ext = { left: 0, top: +top, width: m.width, height: +height };
const a = await sharp(A).extract(ext).toBuffer(), b = await sharp(B).extract(ext).toBuffer();
await sharp({ create: { width: m.width * 2 + 10, height: +height, channels: 3, background: "#f00" } })
  .composite([{ input: a, left: 0, top: 0 }, { input: b, left: m.width + 10, top: 0 }]).png().toFile(out);
