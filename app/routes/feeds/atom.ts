import { atomFeed } from "#app/lib/feeds.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/atom";
import { FEED_SIZE, lastModifiedOf, siteUrl, toFullFeedItems, xml } from "./feed-data.server.ts";

/** /feeds/atom.xml: the latest posts as Atom 1.0, each with the whole article. */
export async function loader({ request }: Route.LoaderArgs) {
  const posts = await listPosts({ limit: FEED_SIZE });
  const base = siteUrl();
  return xml(
    request,
    atomFeed(
      {
        title: "Wanderlust",
        description: "Family travel stories, hotel reviews and podcasts.",
        siteUrl: base,
        feedUrl: `${base}/feeds/atom.xml`,
      },
      await toFullFeedItems(posts),
    ),
    "application/atom+xml",
    lastModifiedOf(posts.map((p) => p.date)),
  );
}
