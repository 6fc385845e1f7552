import { rssFeed } from "#app/lib/feeds.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/rss";
import { FEED_SIZE, lastModifiedOf, siteUrl, toFullFeedItems, xml } from "./feed-data.server.ts";

/** /feeds/rss.xml: the latest posts as RSS 2.0, each with the whole article. */
export async function loader({ request }: Route.LoaderArgs) {
  const posts = await listPosts({ limit: FEED_SIZE });
  const base = siteUrl();
  return xml(
    request,
    rssFeed(
      {
        title: "Wanderlust",
        description: "Family travel stories, hotel reviews and podcasts.",
        siteUrl: base,
        feedUrl: `${base}/feeds/rss.xml`,
      },
      await toFullFeedItems(posts),
    ),
    "application/rss+xml",
    lastModifiedOf(posts.map((p) => p.date)),
  );
}
