import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import { loader } from "#app/features/shell/site-layout.tsx";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const CONTENT = path.resolve("content");

describe.each(DIALECTS)("the footer's destination links on %s", (dialect) => {
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    await importContent(fresh.db, CONTENT);
  });
  afterAll(async () => drop());

  it("come from the categories, each the archive of its category", async () => {
    const { destinations } = await loader();
    expect(destinations).toEqual([
      { name: "City breaks", href: "/archive/1/city" },
      { name: "Beach", href: "/archive/3/beach" },
      { name: "Winter", href: "/archive/5/winter" },
      { name: "Roadtrips", href: "/archive/9/roadtrip" },
    ]);
    const categoryHrefs = (await listTaxonomies()).map((t) => t.href);
    for (const link of destinations) expect(categoryHrefs).toContain(link.href);
  });
});
