/**
 * The schema.org JSON-LD of the site's pages: home, lists, authors, breadcrumbs (articles:
 * app/features/article/article-json-ld.ts, which only article pages load).
 */
import {
  absoluteUrl,
  canonicalUrl,
  SEARCH_TERM_PARAM,
  type SeoPost,
  SITE_NAME,
} from "#app/lib/seo.ts";
import type { Author } from "#app/lib/types.ts";

/** The site's publisher, as schema.org's Organization. */
export function publisher(siteUrl: string) {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") },
  };
}

/** The site as a whole (home pages): WebSite with its search, and the Organization behind it. */
export function websiteJsonLd(siteUrl: string): Record<string, unknown>[] {
  const home = absoluteUrl(siteUrl, "/");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: home,
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${absoluteUrl(siteUrl, "/search")}?${SEARCH_TERM_PARAM}={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
      publisher: { "@type": "Organization", name: SITE_NAME, url: home },
    },
    { "@context": "https://schema.org", ...publisher(siteUrl) },
  ];
}

/**
 * A page of the site as schema.org WebPage or one of its kinds (CollectionPage, SearchResultsPage,
 * AboutPage, ContactPage...); with `items`, the posts it lists as its main entity, an ItemList.
 */
export function webPageJsonLd(
  type: string,
  page: { name: string; description: string; path: string; items?: readonly string[] },
  siteUrl: string,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.name,
    description: page.description,
    url,
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") },
    ...(page.items && page.items.length > 0
      ? {
          mainEntity: {
            "@type": "ItemList",
            numberOfItems: page.items.length,
            itemListElement: page.items.map((href, i) => ({
              "@type": "ListItem",
              position: i + 1,
              url: absoluteUrl(siteUrl, href),
            })),
          },
        }
      : {}),
  };
}

/** An author's page: ProfilePage about a Person (sameAs: the author's profiles elsewhere, if any). */
export function profileJsonLd(
  author: Pick<Author, "displayName" | "desc" | "jobName" | "avatar" | "href"> & {
    sameAs?: readonly string[];
  },
  siteUrl: string,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, author.href);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: author.displayName,
      description: author.desc,
      ...(author.jobName ? { jobTitle: author.jobName } : {}),
      ...(author.avatar ? { image: absoluteUrl(siteUrl, author.avatar) } : {}),
      url,
      ...(author.sameAs && author.sameAs.length > 0 ? { sameAs: [...author.sameAs] } : {}),
    },
  };
}

/** An article's place on the site: Home > its first category > the article. */
export function breadcrumbJsonLd(
  post: Pick<SeoPost, "title" | "href" | "categories">,
  siteUrl: string,
): Record<string, unknown> {
  const trail = [
    { name: "Home", url: absoluteUrl(siteUrl, "/") },
    ...(post.categories[0]
      ? [{ name: post.categories[0].name, url: absoluteUrl(siteUrl, post.categories[0].href) }]
      : []),
    { name: post.title, url: canonicalUrl(siteUrl, post) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
