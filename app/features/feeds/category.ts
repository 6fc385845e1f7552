import { listPosts } from "#app/models/posts.server.ts";
import { findTaxonomy } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/category";
import { FEED_SIZE, postsFeed, siteUrl } from "./feed-data.server.ts";
import { taxonomyFeedTitle } from "./feed-links.public.ts";

/** /feeds/category/{id}.xml (RSS) and /feeds/category/{id}.atom (Atom): one category or tag. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(\d{1,9})\.(xml|atom)$/.exec(params.file ?? "");
  const taxonomy = match ? await findTaxonomy(Number(match[1])) : undefined;
  if (!match || !taxonomy) {
    return new Response("No such feed", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const posts = await listPosts({
    filter: { taxonomyId: taxonomy.id },
    limit: FEED_SIZE,
    sort: "published",
  });
  const base = siteUrl();
  const info = {
    title: taxonomyFeedTitle(taxonomy.name),
    description: `Family travel stories filed under ${taxonomy.name}.`,
    siteUrl: `${base}${taxonomy.href}`,
    feedUrl: `${base}/feeds/category/${params.file}`,
  };
  return postsFeed(match[2] === "atom" ? "atom" : "rss", info, posts);
}
