import { siteFeed } from "./feed-data.server.ts";

/** /feeds/atom.xml: the latest posts as Atom 1.0, each with the whole article. */
export async function loader() {
  return siteFeed("atom");
}
