/** RSS 2.0, Atom 1.0, podcast RSS (iTunes tags) and sitemap XML, from plain data (pure). */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  url: string;
  date: string; // YYYY-MM-DD
  author: string;
  categories: string[];
  image?: string;
}

export interface FeedInfo {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
}

const rfc822 = (date: string) => new Date(`${date}T08:00:00Z`).toUTCString();
const iso = (date: string) => new Date(`${date}T08:00:00Z`).toISOString();

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
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
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
    <link href="${escapeXml(item.url)}"/>
    <id>${escapeXml(item.url)}</id>
    <updated>${iso(item.date)}</updated>
    <author><name>${escapeXml(item.author)}</name></author>
    <summary>${escapeXml(item.description)}</summary>
${item.categories.map((c) => `    <category term="${escapeXml(c)}"/>`).join("\n")}
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
  durationSeconds?: number;
}

/** A podcast RSS feed with the iTunes tags directories ask for and enclosures with length and type. */
export function podcastFeed(
  info: FeedInfo & { author: string; email: string; image: string; category: string },
  items: EpisodeItem[],
): string {
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
${item.image ? `      <itunes:image href="${escapeXml(item.image)}"/>\n` : ""}${item.durationSeconds ? `      <itunes:duration>${Math.round(item.durationSeconds)}</itunes:duration>\n` : ""}      <itunes:explicit>false</itunes:explicit>
      <itunes:episodeType>full</itunes:episodeType>
    </item>`,
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
    <itunes:category text="${escapeXml(info.category)}"/>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
${entries}
  </channel>
</rss>
`;
}

export function sitemap(urls: { loc: string; lastmod?: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`).join("\n")}
</urlset>
`;
}
