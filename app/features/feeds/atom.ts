import { siteFeed } from "#app/features/feeds/feed-data.server.ts";
import type { Route } from "./+types/atom";

/** /feeds/atom.xml: the latest posts as Atom 1.0, each with the whole article. */
export async function loader({ request }: Route.LoaderArgs) {
  return siteFeed(request, "atom");
}
