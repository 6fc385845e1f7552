import { siteFeed } from "#app/features/feeds/feed-data.server.ts";
import type { Route } from "./+types/rss";

/** /feeds/rss.xml: the latest posts as RSS 2.0, each with the whole article. */
export async function loader({ request }: Route.LoaderArgs) {
  return siteFeed(request, "rss");
}
