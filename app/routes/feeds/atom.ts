import { atomFeed } from "#app/lib/feeds.ts";
import { listPostsPage } from "#app/models/posts.server.ts";
import { FEED_SIZE, siteUrl, toFeedItem, xml } from "./feed-data.server.ts";

/** /feeds/atom.xml: the latest posts as Atom 1.0. */
export async function loader() {
  const { posts } = await listPostsPage({ limit: FEED_SIZE });
  const base = siteUrl();
  return xml(
    atomFeed(
      {
        title: "Wanderlust",
        description: "Family travel stories, hotel reviews and podcasts.",
        siteUrl: base,
        feedUrl: `${base}/feeds/atom.xml`,
      },
      posts.map(toFeedItem),
    ),
    "application/atom+xml",
  );
}
