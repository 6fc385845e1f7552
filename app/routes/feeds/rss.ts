import { rssFeed } from "#app/lib/feeds.ts";
import { listPostsPage } from "#app/models/posts.server.ts";
import { FEED_SIZE, siteUrl, toFeedItem, xml } from "./feed-data.server.ts";

/** /feeds/rss.xml: the latest posts as RSS 2.0. */
export async function loader() {
  const { posts } = await listPostsPage({ limit: FEED_SIZE });
  const base = siteUrl();
  return xml(
    rssFeed(
      {
        title: "Wanderlust",
        description: "Family travel stories, hotel reviews and podcasts.",
        siteUrl: base,
        feedUrl: `${base}/feeds/rss.xml`,
      },
      posts.map(toFeedItem),
    ),
    "application/rss+xml",
  );
}
