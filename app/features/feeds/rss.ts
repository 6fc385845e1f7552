import { siteFeed } from "./feed-data.server.ts";

/** /feeds/rss.xml: the latest posts as RSS 2.0, each with the whole article. */
export async function loader() {
  return siteFeed("rss");
}
