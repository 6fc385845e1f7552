import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB } from "#app/db/schema.ts";
import type { TaxonomyColor, TaxonomyKind } from "#app/lib/enums.ts";
import type { Taxonomy } from "#app/lib/types.ts";
import { memoised } from "#app/models/memo.server.ts";

/** Categories first, then tags, each with the number of posts it holds. */
export async function listTaxonomies(): Promise<Taxonomy[]> {
  return [...(await taxonomyMap(await db())).values()];
}

/** The categories of these slugs (those that exist), by slug. */
export async function findCategoriesBySlug(
  slugs: readonly string[],
): Promise<Map<string, { id: number; slug: string }>> {
  if (slugs.length === 0) return new Map();
  const rows = await (await db())
    .selectFrom("taxonomies")
    .select(["id", "slug"])
    .where("kind", "=", "category")
    .where("slug", "in", slugs)
    .execute();
  return new Map(rows.map((row) => [row.slug, row]));
}

export async function findTaxonomy(id: number): Promise<Taxonomy | undefined> {
  return (await taxonomyMap(await db())).get(id);
}

/** Every taxonomy by id, with counts; used to hydrate post cards (cached: memo.server.ts). */
export function taxonomyMap(k: Kysely<DB>): Promise<Map<number, Taxonomy>> {
  return memoised(k, "taxonomies", () => loadTaxonomyMap(k));
}

async function loadTaxonomyMap(k: Kysely<DB>): Promise<Map<number, Taxonomy>> {
  const [rows, counts] = await Promise.all([
    k.selectFrom("taxonomies").selectAll().orderBy("kind").orderBy("id").execute(),
    k
      .selectFrom("post_taxonomies")
      .select(["taxonomy_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("taxonomy_id")
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.taxonomy_id, Number(c.n)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        taxonomyId: row.id,
        name: row.name,
        href: row.href,
        thumbnail: row.thumbnail,
        count: countOf.get(row.id) ?? 0,
        color: row.color,
        taxonomy: row.kind,
      },
    ]),
  );
}

export interface TaxonomyInput {
  id: number;
  kind: TaxonomyKind;
  name: string;
  slug: string;
  href: string;
  thumbnail: string;
  color: TaxonomyColor;
}

/** Every category and tag as stored, by id: what an import compares taxonomies.json with. */
export async function storedTaxonomies(k: Kysely<DB>): Promise<Map<number, TaxonomyInput>> {
  const rows = await k
    .selectFrom("taxonomies")
    .select(["id", "kind", "name", "slug", "href", "thumbnail", "color"])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

export async function upsertTaxonomy(k: Kysely<DB>, input: TaxonomyInput): Promise<void> {
  await k
    .insertInto("taxonomies")
    .values(input)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        kind: input.kind,
        name: input.name,
        slug: input.slug,
        href: input.href,
        thumbnail: input.thumbnail,
        color: input.color,
      }),
    )
    .execute();
}

/**
 * Deletes the categories and tags no longer in the content (id not in `keep`) that no post is
 * filed under any more; returns how many.
 */
export async function deleteTaxonomiesExcept(
  k: Kysely<DB>,
  keep: readonly number[],
): Promise<number> {
  let query = k
    .deleteFrom("taxonomies")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("post_taxonomies")
            .select("post_taxonomies.post_id")
            .whereRef("post_taxonomies.taxonomy_id", "=", "taxonomies.id"),
        ),
      ),
    );
  if (keep.length > 0) query = query.where("id", "not in", [...keep]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
