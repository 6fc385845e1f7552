/**
 * The schema.org JSON-LD of the site's pages: articles, home, lists, authors, breadcrumbs.
 */
import {
  absoluteUrl,
  audioFormat,
  canonicalUrl,
  isoDate,
  PODCAST_SERIES,
  SEARCH_TERM_PARAM,
  type SeoPost,
  SITE_NAME,
} from "#app/lib/seo.ts";
import { tripPlaceName } from "#app/lib/trip-facts.ts";
import type { Trip } from "#app/lib/trips.ts";
import type { Author } from "#app/lib/types.ts";

/** Whole seconds as an ISO 8601 duration: 112 -> "PT1M52S", 3725 -> "PT1H2M5S". */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || total === 0 ? `${s}S` : ""}`;
}

/** Every distinct image of a post: featured, gallery, then the section images. */
export function postImages(post: SeoPost): string[] {
  const images = [post.featuredImage, ...post.galleryImgs];
  for (const pair of post.contentPairs ?? []) {
    if (typeof pair !== "string" && pair.image?.link) images.push(pair.image.link);
  }
  return [...new Set(images.filter(Boolean))];
}

function person(post: SeoPost, siteUrl: string) {
  return {
    "@type": "Person",
    name: post.author.displayName,
    url: absoluteUrl(siteUrl, post.author.href),
    ...(post.author.avatar ? { image: absoluteUrl(siteUrl, post.author.avatar) } : {}),
  };
}

function publisher(siteUrl: string) {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") },
  };
}

function interactions(post: SeoPost, view: "ReadAction" | "WatchAction" | "ListenAction") {
  return [
    {
      "@type": "InteractionCounter",
      interactionType: `https://schema.org/${view}`,
      userInteractionCount: post.viewdCount,
    },
    {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/LikeAction",
      userInteractionCount: post.like.count,
    },
    {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/CommentAction",
      userInteractionCount: post.commentCount,
    },
  ];
}

/** Where a trip's story is set, as schema.org's `contentLocation`: a Place with address and geo. */
function place(trip: Trip) {
  return {
    "@type": "Place",
    name: tripPlaceName(trip),
    address: { "@type": "PostalAddress", addressCountry: trip.country },
    geo: { "@type": "GeoCoordinates", latitude: trip.lat, longitude: trip.lng },
  };
}

/**
 * The post's JSON-LD by its type: BlogPosting (standard), VideoObject (video), PodcastEpisode
 * (audio), ImageGallery (gallery). Media without a URL fall back to BlogPosting. A post with a
 * trip names its place (`contentLocation`).
 */
export function articleJsonLd(post: SeoPost, siteUrl: string): Record<string, unknown> {
  const url = canonicalUrl(siteUrl, post);
  const images = postImages(post).map((src) => absoluteUrl(siteUrl, src));
  const published = isoDate(post.date);
  const keywords = [...post.categories, ...post.tags].map((t) => t.name);
  const common = (type: string) => ({
    "@context": "https://schema.org",
    "@type": type,
    name: post.title,
    description: post.desc,
    url,
    author: person(post, siteUrl),
    publisher: publisher(siteUrl),
    ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
    ...(post.trip ? { contentLocation: place(post.trip) } : {}),
  });

  if (post.postType === "video" && post.videoUrl) {
    const thumbnail = post.videoThumbnail || post.featuredImage;
    return {
      ...common("VideoObject"),
      thumbnailUrl: [absoluteUrl(siteUrl, thumbnail)],
      uploadDate: published,
      contentUrl: absoluteUrl(siteUrl, post.videoUrl),
      embedUrl: url,
      ...(post.duration ? { duration: isoDuration(post.duration) } : {}),
      interactionStatistic: interactions(post, "WatchAction"),
    };
  }
  if (post.postType === "audio" && post.audioUrl) {
    return {
      ...common("PodcastEpisode"),
      datePublished: published,
      image: images[0],
      timeRequired: `PT${post.readingTime}M`,
      ...(post.duration ? { duration: isoDuration(post.duration) } : {}),
      associatedMedia: {
        "@type": "MediaObject",
        contentUrl: absoluteUrl(siteUrl, post.audioUrl),
        encodingFormat: audioFormat(post.audioUrl),
        ...(post.duration ? { duration: isoDuration(post.duration) } : {}),
      },
      partOfSeries: {
        "@type": "PodcastSeries",
        name: PODCAST_SERIES,
        url: absoluteUrl(siteUrl, "/"),
      },
      interactionStatistic: interactions(post, "ListenAction"),
    };
  }
  if (post.postType === "gallery") {
    return {
      ...common("ImageGallery"),
      datePublished: published,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      image: images.map((src) => ({ "@type": "ImageObject", contentUrl: src, url: src })),
      interactionStatistic: interactions(post, "ReadAction"),
    };
  }
  return {
    ...common("BlogPosting"),
    headline: post.title.slice(0, 110),
    datePublished: published,
    dateModified: published,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: images,
    timeRequired: `PT${post.readingTime}M`,
    ...(post.categories[0] ? { articleSection: post.categories[0].name } : {}),
    interactionStatistic: interactions(post, "ReadAction"),
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
