import { describe, expect, it } from "vitest";
import { atomFeed, escapeXml, podcastFeed, rssFeed, sitemap } from "./feeds.ts";

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
        category: "Places & Travel",
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
  it("builds a sitemap", () => {
    expect(sitemap([{ loc: "https://w.example/", lastmod: "2024-01-01" }])).toContain(
      "<url><loc>https://w.example/</loc><lastmod>2024-01-01</lastmod></url>",
    );
  });
});
