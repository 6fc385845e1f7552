// `tsx scripts/icon-sprite.ts [--check]`, run by `npm run build`: writes
// app/components/ui/icons/icons.svg, one <symbol> per icon the app draws (every `<Icon name="o-Map">`
// in app/), from @heroicons/react's own components, and the social networks' marks. Vite gives the file a hashed
// name under /assets (served immutable for a year). --check: exit 1 when the file is not current.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  declaredIcons,
  ICON_FAMILIES,
  type IconFamily,
  socialMarkSymbols,
  spriteDocument,
  symbolFromSvg,
} from "#app/components/ui/icons/icon-sprite.ts";

const require = createRequire(import.meta.url);
const app = path.join(import.meta.dirname, "../app");
const target = path.join(app, "components/ui/icons/icons.svg");

const ids = new Set<string>();
for (const file of fs.readdirSync(app, { recursive: true, encoding: "utf8" })) {
  if (!/\.tsx$/.test(file) || file.includes(".test.")) continue;
  for (const id of declaredIcons(fs.readFileSync(path.join(app, file), "utf8"))) ids.add(id);
}

const symbols = [...ids].map((id) => {
  const [family, name] = id.split("-") as [IconFamily, string];
  const set = ICON_FAMILIES[family];
  if (!set) throw new Error(`${id}: no icon set "${family}"`);
  const component = require(`${set}/${name}Icon.js`) as ComponentType;
  return symbolFromSvg(id, renderToStaticMarkup(createElement(component)));
});
const sprite = spriteDocument([...symbols, ...socialMarkSymbols()]);

const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
if (process.argv.includes("--check")) {
  if (current !== sprite) {
    console.error(
      `${path.relative(process.cwd(), target)} is not current: run tsx scripts/icon-sprite.ts`,
    );
    process.exit(1);
  }
} else if (current !== sprite) {
  fs.writeFileSync(target, sprite);
  console.log(`icon sprite: ${symbols.length} icons, ${sprite.length} bytes`);
}
