import { webPageJsonLd } from "#app/lib/json-ld.ts";

/** An archive page's JSON-LD: a CollectionPage listing the posts it shows. */
export function collectionJsonLd(
  title: string,
  description: string,
  posts: { href: string }[] | undefined,
) {
  return (siteUrl: string, path: string) => [
    webPageJsonLd(
      "CollectionPage",
      { name: title, description, path, items: posts?.map((p) => p.href) },
      siteUrl,
    ),
  ];
}
