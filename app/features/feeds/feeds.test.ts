import { describe, expect, it } from "vitest";
import { escapeXml } from "#app/lib/escape.ts";
import {
  articleHtml,
  atomFeed,
  itunesDuration,
  PODCAST_ARTWORK,
  podcastFeed,
  rssFeed,
  sitemap,
  sitemapIndex,
} from "./feeds.ts";

const info = {
  title: "Wanderlust",
  description: "Family travel",
  siteUrl: "https://w.example",
  feedUrl: "https://w.example/feeds/rss.xml",
};
const item = {
  id: "p1",
  title: "Tom & Jerry's <trip>",
  description: 'A "quoted" desc',
  url: "https://w.example/city/2023/trip",
  date: "2023-05-14",
  author: "Daniel Harper",
  categories: ["City"],
};

describe("feeds", () => {
  it("escapes XML", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });
  it("builds RSS with a self link, dates and escaped text", () => {
    const xml = rssFeed(info, [item]);
    expect(xml).toContain('<atom:link href="https://w.example/feeds/rss.xml" rel="self"');
    expect(xml).toContain("<title>Tom &amp; Jerry&apos;s &lt;trip&gt;</title>");
    expect(xml).toContain("<pubDate>Sun, 14 May 2023 08:00:00 GMT</pubDate>");
  });
  it("dates an item when its post went live (an ISO time as it is)", () => {
    const live = { ...item, date: "2026-12-07T06:58:55.123Z" };
    expect(rssFeed(info, [live])).toContain("<pubDate>Mon, 07 Dec 2026 06:58:55 GMT</pubDate>");
    expect(rssFeed(info, [live])).toContain(
      "<lastBuildDate>Mon, 07 Dec 2026 06:58:55 GMT</lastBuildDate>",
    );
    expect(atomFeed(info, [live])).toContain("<updated>2026-12-07T06:58:55.123Z</updated>");
  });
  it("builds Atom with ids and updated dates", () => {
    const xml = atomFeed({ ...info, feedUrl: "https://w.example/feeds/atom.xml" }, [item]);
    expect(xml).toContain("<updated>2023-05-14T08:00:00.000Z</updated>");
    expect(xml).toContain('<link href="https://w.example/feeds/atom.xml" rel="self"/>');
  });
  it("builds a podcast feed with iTunes tags and enclosures", () => {
    const xml = podcastFeed(
      {
        ...info,
        author: "Leo Harper",
        email: "leo@w.example",
        image: "https://w.example/cover.jpg",
        category: "Society & Culture",
        subcategory: "Places & Travel",
      },
      [{ ...item, audioUrl: "https://w.example/a.mp3", audioBytes: 1234, durationSeconds: 27.4 }],
    );
    expect(xml).toContain(
      '<enclosure url="https://w.example/a.mp3" length="1234" type="audio/mpeg"/>',
    );
    for (const tag of [
      "<itunes:owner>",
      "<itunes:image",
      "<itunes:category",
      "<itunes:explicit>false",
      "<itunes:duration>27<",
    ]) {
      expect(xml).toContain(tag);
    }
  });
  it("nests the Apple category, gives each episode its whole seconds and the show square artwork", () => {
    const xml = podcastFeed(
      {
        ...info,
        author: "Leo Harper",
        email: "leo@w.example",
        image: `https://w.example${PODCAST_ARTWORK}`,
        category: "Society & Culture",
        subcategory: "Places & Travel",
      },
      [
        { ...item, audioUrl: "https://w.example/a.mp3", audioBytes: 1, durationSeconds: 112 },
        {
          ...item,
          id: "p2",
          audioUrl: "https://w.example/b.mp3",
          audioBytes: 1,
          durationSeconds: 27,
        },
      ],
    );
    expect(xml).toContain(
      '<itunes:category text="Society &amp; Culture"><itunes:category text="Places &amp; Travel"/></itunes:category>',
    );
    expect([...xml.matchAll(/<itunes:duration>([^<]*)</g)].map((m) => m[1])).toEqual(["112", "27"]);
    expect(xml).toContain('<itunes:image href="https://w.example/media/podcast/artwork.jpg"/>');
    // Episodes show the show's square artwork, not their 3:2 photos.
    expect(xml.match(/<itunes:image /g)).toHaveLength(1);
    expect(itunesDuration(27.4)).toBe("27");
  });

  it("carries the whole article, escaped, with absolute URLs, in RSS and Atom", () => {
    const html = articleHtml(
      {
        title: "A <b>trip</b>",
        url: "/city/2023/trip",
        featuredImage: "/media/scenes/rome-1.jpg",
        introParagraphs: ["Intro with <script>alert(1)</script> & more"],
        contentPairs: [
          {
            header: "Getting there",
            paragraph: "By train.\n\nThen a bus.",
            image: { link: "/media/scenes/rome-2.jpg", caption: 'The "Forum"' },
          },
          { header: "Packing", paragraph: ["Hats", "Snacks"] },
          "A plain line.",
        ],
        conclusion: ["Go."],
      },
      "https://w.example/",
    );
    expect(html).toContain(
      '<img src="https://w.example/img/jpeg/960/media/scenes/rome-1.jpg" alt="A &lt;b&gt;trip&lt;/b&gt;"/>',
    );
    expect(html).toContain("<p>Intro with &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("<h2>Getting there</h2>\n<p>By train.</p>\n<p>Then a bus.</p>");
    expect(html).toContain(
      '<figure><img src="https://w.example/img/jpeg/960/media/scenes/rome-2.jpg" alt="The &quot;Forum&quot;"/><figcaption>The &quot;Forum&quot;</figcaption></figure>',
    );
    expect(html).toContain("<ul><li>Hats</li><li>Snacks</li></ul>");
    expect(html).toContain("<h2>Conclusion</h2>\n<p>Go.</p>");
    expect(html).toContain('<a href="https://w.example/city/2023/trip">');

    const rss = rssFeed(info, [{ ...item, contentHtml: html }]);
    expect(rss).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(rss).toContain(`<content:encoded>${escapeXml(html)}</content:encoded>`);
    const atom = atomFeed(info, [{ ...item, contentHtml: html }]);
    expect(atom).toContain(`<content type="html">${escapeXml(html)}</content>`);
  });

  it("builds a sitemap", () => {
    expect(sitemap([{ loc: "https://w.example/", lastmod: "2024-01-01" }])).toContain(
      "<url><loc>https://w.example/</loc><lastmod>2024-01-01</lastmod></url>",
    );
  });

  it("builds a sitemap index", () => {
    const index = sitemapIndex([
      { loc: "https://w.example/sitemap.xml?part=1", lastmod: "2024-01-01" },
      { loc: "https://w.example/sitemap.xml?part=2" },
    ]);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      "<sitemap><loc>https://w.example/sitemap.xml?part=1</loc><lastmod>2024-01-01</lastmod></sitemap>",
    );
    expect(index).toContain("<sitemap><loc>https://w.example/sitemap.xml?part=2</loc></sitemap>");
    expect(index.trimEnd()).toMatch(/<\/sitemapindex>$/);
  });
});
