/** RSS 2.0, Atom 1.0, podcast RSS (iTunes tags) and sitemap XML, from plain data (pure). */

import { paragraphs } from "#app/lib/article-outline.ts";
import { escapeHtml, escapeXml } from "#app/lib/escape.ts";
import { imageVariantUrl, isResizable } from "#app/lib/responsive-image.ts";
import { absoluteUrl, SITE_NAME } from "#app/lib/seo.ts";
import type { ContentPair } from "#app/lib/types.ts";

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  url: string;
  /** When the post went live (ISO 8601), or a bare date (YYYY-MM-DD: 08:00 UTC that day). */
  date: string;
  author: string;
  categories: string[];
  image?: string;
  /** The whole article as HTML with absolute URLs (articleHtml): RSS content:encoded, Atom content. */
  contentHtml?: string;
}

export interface FeedInfo {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
}

/**
 * The time (ms since 1970) of a feed item's `date`: an ISO 8601 time as it is, a bare date
 * (YYYY-MM-DD) at 08:00 UTC, the hour feeds give a day; NaN for anything else.
 */
export function feedTime(date: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T08:00:00Z` : date);
}

const rfc822 = (date: string) => new Date(feedTime(date)).toUTCString();
const iso = (date: string) => new Date(feedTime(date)).toISOString();

export function rssFeed(info: FeedInfo, items: FeedItem[]): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="false">${escapeXml(item.id)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${rfc822(item.date)}</pubDate>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
${item.categories.map((c) => `      <category>${escapeXml(c)}</category>`).join("\n")}
${contentEncoded(item)}    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(info.title)}</title>
    <link>${escapeXml(info.siteUrl)}</link>
    <description>${escapeXml(info.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>
${items[0] ? `    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>\n` : ""}${entries}
  </channel>
</rss>
`;
}

export function atomFeed(info: FeedInfo, items: FeedItem[]): string {
  const updated = items[0] ? iso(items[0].date) : new Date(0).toISOString();
  const entries = items
    .map(
      (item) => `  <entry>
    <title>${escapeXml(item.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>
    <id>${escapeXml(item.url)}</id>
    <updated>${iso(item.date)}</updated>
    <author><name>${escapeXml(item.author)}</name></author>
    <summary>${escapeXml(item.description)}</summary>
${item.contentHtml ? `    <content type="html">${escapeXml(item.contentHtml)}</content>\n` : ""}${item.categories.map((c) => `    <category term="${escapeXml(c)}"/>`).join("\n")}
  </entry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(info.title)}</title>
  <subtitle>${escapeXml(info.description)}</subtitle>
  <link href="${escapeXml(info.siteUrl)}"/>
  <link href="${escapeXml(info.feedUrl)}" rel="self"/>
  <id>${escapeXml(info.feedUrl)}</id>
  <updated>${updated}</updated>
${entries}
</feed>
`;
}

export interface EpisodeItem extends FeedItem {
  audioUrl: string;
  audioBytes: number;
  /** Whole seconds, read from the file at import; an episode without one has no itunes:duration. */
  durationSeconds?: number | null;
}

/**
 * The show's square artwork, 1400x1400 JPEG (Apple Podcasts: 1400 to 3000 px a side, RGB), made
 * by scripts/make-podcast-artwork.mjs.
 */
export const PODCAST_ARTWORK = "/media/podcast/artwork.jpg";

export interface PodcastInfo extends FeedInfo {
  author: string;
  email: string;
  /** Absolute URL of the square show artwork (Apple: 1400 to 3000 px a side, JPEG or PNG, RGB). */
  image: string;
  /** An Apple Podcasts category and one of its subcategories, e.g. Society & Culture / Places & Travel. */
  category: string;
  subcategory?: string;
}

/** `itunes:duration`: whole seconds, the form Apple Podcasts asks for. */
export function itunesDuration(seconds: number): string {
  return String(Math.max(0, Math.round(seconds)));
}

/**
 * A podcast RSS feed with the iTunes tags directories ask for and enclosures with length and type.
 * Episodes carry no artwork of their own (the posts' photos are 3:2, Apple wants square): they
 * show the show's.
 */
export function podcastFeed(info: PodcastInfo, items: EpisodeItem[]): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="false">${escapeXml(item.id)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${rfc822(item.date)}</pubDate>
      <enclosure url="${escapeXml(item.audioUrl)}" length="${item.audioBytes}" type="audio/mpeg"/>
      <itunes:author>${escapeXml(item.author)}</itunes:author>
      <itunes:summary>${escapeXml(item.description)}</itunes:summary>
${item.durationSeconds ? `      <itunes:duration>${itunesDuration(item.durationSeconds)}</itunes:duration>\n` : ""}      <itunes:explicit>false</itunes:explicit>
      <itunes:episodeType>full</itunes:episodeType>
${contentEncoded(item)}    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(info.title)}</title>
    <link>${escapeXml(info.siteUrl)}</link>
    <description>${escapeXml(info.description)}</description>
    <language>en</language>
    <copyright>© Wanderlust</copyright>
    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>
    <itunes:author>${escapeXml(info.author)}</itunes:author>
    <itunes:summary>${escapeXml(info.description)}</itunes:summary>
    <itunes:owner>
      <itunes:name>${escapeXml(info.author)}</itunes:name>
      <itunes:email>${escapeXml(info.email)}</itunes:email>
    </itunes:owner>
    <itunes:image href="${escapeXml(info.image)}"/>
    <itunes:category text="${escapeXml(info.category)}">${info.subcategory ? `<itunes:category text="${escapeXml(info.subcategory)}"/>` : ""}</itunes:category>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
${entries}
  </channel>
</rss>
`;
}

/** An item's `content:encoded` line (RSS content module), or nothing. */
function contentEncoded(item: FeedItem): string {
  return item.contentHtml
    ? `      <content:encoded>${escapeXml(item.contentHtml)}</content:encoded>\n`
    : "";
}

/** The fields of a post its article HTML is made of. */
export interface ArticleContent {
  title: string;
  url: string;
  featuredImage: string;
  introParagraphs: string[];
  contentPairs: ContentPair[];
  conclusion: string[];
}

/** Width of the photos in feed HTML: sharp enough in a reader's column, a third of the original's bytes. */
const FEED_IMAGE_WIDTH = 960;

/**
 * The whole article as HTML for a feed reader: featured photo, intro, sections (heading,
 * paragraphs or a list, photo with caption), conclusion and a link to the page. Every text is
 * escaped (content never adds markup) and every URL is absolute on `siteUrl`; local photos are
 * their 960 px JPEG variant.
 */
export function articleHtml(post: ArticleContent, siteUrl: string): string {
  const image = (src: string, alt: string) => {
    const url = absoluteUrl(
      siteUrl,
      isResizable(src) ? imageVariantUrl(src, FEED_IMAGE_WIDTH, "jpeg") : src,
    );
    return `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"/>`;
  };
  const para = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const html: string[] = [];
  if (post.featuredImage) html.push(`<p>${image(post.featuredImage, post.title)}</p>`);
  html.push(...post.introParagraphs.map(para));
  for (const pair of post.contentPairs) {
    if (typeof pair === "string") {
      html.push(...paragraphs(pair).map(para));
      continue;
    }
    html.push(`<h2>${escapeHtml(pair.header)}</h2>`);
    if (Array.isArray(pair.paragraph)) {
      html.push(`<ul>${pair.paragraph.map((li) => `<li>${escapeHtml(li)}</li>`).join("")}</ul>`);
    } else {
      html.push(...paragraphs(pair.paragraph).map(para));
    }
    if (pair.image?.link) {
      const caption = pair.image.caption
        ? `<figcaption>${escapeHtml(pair.image.caption)}</figcaption>`
        : "";
      html.push(`<figure>${image(pair.image.link, pair.image.caption)}${caption}</figure>`);
    }
  }
  if (post.conclusion.length > 0) {
    html.push("<h2>Conclusion</h2>", ...post.conclusion.map(para));
  }
  html.push(
    `<p><a href="${escapeHtml(absoluteUrl(siteUrl, post.url))}">Read it on ${SITE_NAME}</a></p>`,
  );
  return html.join("\n");
}

/** A sitemap (sitemaps.org): at most 50,000 URLs, each with its last change when known. */
export function sitemap(urls: { loc: string; lastmod?: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
}

/**
 * A sitemap index (sitemaps.org): the sitemaps of a site with more URLs than one sitemap may
 * list, each with the last change of what it lists when known.
 */
export function sitemapIndex(sitemaps: { loc: string; lastmod?: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemaps.map((s) => `  <sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${s.lastmod}</lastmod>` : ""}</sitemap>`).join("\n")}
</sitemapindex>
`;
}
