import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TERM_LENGTH } from "#app/lib/query-values.ts";
import {
  deviceClass,
  isBotAgent,
  pageViewBody,
  parsePageViewBody,
  referrerSource,
  refusesTracking,
  searchTerm,
  visitorHash,
} from "./page-view.server.ts";

/** Real User-Agent strings, as browsers send them. */
const UA = {
  chromeAndroidPhone:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  samsungTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  samsungBrowserTablet:
    "Mozilla/5.0 (Linux; Android 12; SM-T970) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36",
  iPhoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iPadOld:
    "Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  iPadOsDesktopMode:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  firefoxDesktop: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  firefoxAndroidTablet: "Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0",
  firefoxAndroidPhone: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  kindleSilk:
    "Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4 Mobile Safari/535.19 Silk-Accelerated=true",
  playBook:
    "Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML like Gecko) Version/7.2.1.0 Safari/536.2+",
  windowsPhone:
    "Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537",
  blackBerry:
    "BlackBerry9700/5.0.0.862 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/331 UNTRUSTED/1.0 3gpp-gba",
  operaMini:
    "Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16",
  ieTabletPc:
    "Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; SLCC2; Tablet PC 2.0)",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("deviceClass", () => {
  it("finds phones", () => {
    for (const ua of [
      UA.chromeAndroidPhone,
      UA.iPhoneSafari,
      UA.firefoxAndroidPhone,
      UA.windowsPhone,
      UA.blackBerry,
      UA.operaMini,
    ])
      expect(deviceClass(ua), ua).toBe("phone");
  });

  it("finds tablets, Kindle's 'Mobile' Silk included", () => {
    for (const ua of [
      UA.samsungTablet,
      UA.samsungBrowserTablet,
      UA.iPadOld,
      UA.firefoxAndroidTablet,
      UA.kindleSilk,
      UA.playBook,
    ])
      expect(deviceClass(ua), ua).toBe("tablet");
  });

  it("counts everything else as a desktop, iPadOS's Mac User-Agent and Tablet PCs included", () => {
    for (const ua of [UA.firefoxDesktop, UA.chromeWindows, UA.iPadOsDesktopMode, UA.ieTabletPc])
      expect(deviceClass(ua), ua).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
    expect(deviceClass(undefined)).toBe("desktop");
    expect(deviceClass("curl/8.5.0")).toBe("desktop");
  });
});

describe("isBotAgent", () => {
  it("knows crawlers and scripts", () => {
    expect(isBotAgent(UA.googlebot)).toBe(true);
    expect(isBotAgent("curl/8.5.0")).toBe(true);
  });
  it("lets browsers through", () => {
    expect(isBotAgent(UA.chromeWindows)).toBe(false);
    expect(isBotAgent(UA.iPhoneSafari)).toBe(false);
  });
  it("counts a missing or empty User-Agent as a bot", () => {
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent("")).toBe(true);
    expect(isBotAgent("   ")).toBe(true);
  });
});

describe("refusesTracking", () => {
  it("is true for DNT: 1 or Sec-GPC: 1", () => {
    expect(refusesTracking({ dnt: "1" })).toBe(true);
    expect(refusesTracking({ gpc: "1" })).toBe(true);
    expect(refusesTracking({ dnt: "0", gpc: "1" })).toBe(true);
    expect(refusesTracking({ dnt: " 1 " })).toBe(true);
  });
  it("is false otherwise", () => {
    expect(refusesTracking({})).toBe(false);
    expect(refusesTracking({ dnt: null, gpc: null })).toBe(false);
    expect(refusesTracking({ dnt: "0", gpc: "0" })).toBe(false);
    expect(refusesTracking({ dnt: "", gpc: "yes" })).toBe(false);
  });
});

describe("referrerSource", () => {
  const siteHost = "www.wanderlust.example";

  it("prefers utm_source, trimmed, in lower case and at most 100 characters", () => {
    expect(
      referrerSource({
        pageUrl: "/trips?utm_source=Newsletter",
        referrer: "https://google.com/",
        siteHost,
      }),
    ).toBe("newsletter");
    expect(referrerSource({ pageUrl: "/?utm_source=%20Mastodon%20", siteHost })).toBe("mastodon");
    expect(referrerSource({ pageUrl: `/?utm_source=${"x".repeat(300)}`, siteHost })).toBe(
      "x".repeat(100),
    );
    expect(
      referrerSource({ pageUrl: "https://wanderlust.example/a?utm_source=Feed", siteHost }),
    ).toBe("feed");
  });

  it("ignores an empty utm_source, or one with control characters", () => {
    expect(
      referrerSource({ pageUrl: "/?utm_source=%20", referrer: "https://bing.com/", siteHost }),
    ).toBe("bing.com");
    expect(referrerSource({ pageUrl: "/?utm_source=a%00b", siteHost })).toBeUndefined();
  });

  it("takes the host of another site's referrer, without www.", () => {
    expect(
      referrerSource({ pageUrl: "/a", referrer: "https://www.Google.com/search?q=x", siteHost }),
    ).toBe("google.com");
    expect(
      referrerSource({ pageUrl: "/a", referrer: "http://news.ycombinator.com/", siteHost }),
    ).toBe("news.ycombinator.com");
  });

  it("is undefined for a direct visit or a link within the site", () => {
    expect(referrerSource({ pageUrl: "/a", siteHost })).toBeUndefined();
    expect(referrerSource({ pageUrl: "/a", referrer: "", siteHost })).toBeUndefined();
    for (const referrer of [
      "https://www.wanderlust.example/trips",
      "https://wanderlust.example/",
      "http://WANDERLUST.example:8080/x",
    ])
      expect(referrerSource({ pageUrl: "/a", referrer, siteHost }), referrer).toBeUndefined();
    expect(
      referrerSource({ pageUrl: "/a", referrer: "https://www.x.test/", siteHost: "x.test" }),
    ).toBeUndefined();
  });

  it("ignores referrers that are not http(s) URLs", () => {
    for (const referrer of ["android-app://com.google.android.gm/", "not a url", "file:///etc"])
      expect(referrerSource({ pageUrl: "/a", referrer, siteHost }), referrer).toBeUndefined();
  });

  it("never throws on garbage", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        fc.string(),
        (p, r, h) => {
          const source = referrerSource({ pageUrl: p, referrer: r, siteHost: h });
          expect(source === undefined || (source.length > 0 && source.length <= 253)).toBe(true);
        },
      ),
    );
  });
});

describe("parsePageViewBody", () => {
  const refused = (raw: string) => {
    const parsed = parsePageViewBody(raw);
    expect(parsed.ok, raw.slice(0, 80)).toBe(false);
    return parsed.ok ? "" : parsed.message;
  };

  it("reads a path and an optional referrer", () => {
    expect(parsePageViewBody('{"path":"/trips?month=7","referrer":"https://a.test/"}')).toEqual({
      ok: true,
      value: { path: "/trips?month=7", referrer: "https://a.test/" },
    });
    expect(parsePageViewBody('{"path":"/","referrer":""}')).toEqual({
      ok: true,
      value: { path: "/", referrer: "" },
    });
    expect(parsePageViewBody('{"path":"/about"}')).toEqual({ ok: true, value: { path: "/about" } });
  });

  it("says what is wrong with the path", () => {
    expect(refused('{"path":"trips"}')).toBe("path must start with /");
    expect(refused('{"path":""}')).toBe("path must start with /");
    expect(refused('{"path":"//evil.test/x"}')).toBe("path must not start with //");
    expect(refused('{"path":"/a\\u0000b"}')).toBe("path must not contain control characters");
    expect(refused('{"path":"/a\\nb"}')).toBe("path must not contain control characters");
    expect(refused(JSON.stringify({ path: `/${"a".repeat(2000)}` }))).toBe(
      "path must be at most 2,000 characters",
    );
    expect(refused("{}")).toBe("path is required");
    expect(refused('{"path":7}')).toBe("path must be a string");
  });

  it("says what is wrong with the referrer", () => {
    expect(refused('{"path":"/","referrer":null}')).toBe("referrer must be a string");
    expect(refused(JSON.stringify({ path: "/", referrer: "r".repeat(2001) }))).toBe(
      "referrer must be at most 2,000 characters",
    );
  });

  it("refuses unknown keys, naming them", () => {
    expect(refused('{"path":"/","title":"x"}')).toBe(
      'unknown key "title": only path and referrer are accepted',
    );
  });

  it("refuses bodies that are not a JSON object, or too big", () => {
    expect(refused("")).toBe("body is not valid JSON");
    expect(refused("{path:'/'}")).toBe("body is not valid JSON");
    expect(refused("[]")).toBe("body must be a JSON object with a path");
    expect(refused("null")).toBe("body must be a JSON object with a path");
    expect(
      refused(JSON.stringify({ path: `/${"é".repeat(1000)}`, referrer: "é".repeat(1100) })),
    ).toBe("body must be at most 4,096 bytes");
    expect(refused(" ".repeat(5000))).toBe("body must be at most 4,096 bytes");
  });

  it("answers every string with one line, never throwing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const parsed = parsePageViewBody(raw);
        if (!parsed.ok) expect(parsed.message).toMatch(/^[^\n]+$/);
        else expect(pageViewBody.parse(parsed.value)).toEqual(parsed.value);
      }),
    );
  });
});

describe("searchTerm", () => {
  it("reads the term of the search pages, normalised", () => {
    expect(searchTerm("/search?q=Lisbon")).toBe("lisbon");
    expect(searchTerm("/search-2?q=%20family%20%20%20trips%20")).toBe("family trips");
    expect(searchTerm("/search?tab=articles&q=Alps+in+winter")).toBe("alps in winter");
    expect(searchTerm(`/search?q=${"a".repeat(MAX_TERM_LENGTH + 20)}`)).toHaveLength(
      MAX_TERM_LENGTH,
    );
  });

  it("is undefined for other pages and empty terms", () => {
    expect(searchTerm("/search")).toBeUndefined();
    expect(searchTerm("/search?q=%20%20")).toBeUndefined();
    expect(searchTerm("/trips?q=lisbon")).toBeUndefined();
    expect(searchTerm("/searching?q=lisbon")).toBeUndefined();
  });
});

describe("visitorHash", () => {
  it("is the first 32 hex characters of SHA-256 of salt, address and User-Agent", () => {
    const full = createHash("sha256").update("salt\n203.0.113.7\nFirefox").digest("hex");
    expect(visitorHash("salt", "203.0.113.7", "Firefox")).toBe(full.slice(0, 32));
    expect(visitorHash("", "", "")).toBe("75a11da44c802486bc6f65640aa48a73");
  });

  it("is stable for one visitor and differs by salt, address or User-Agent", () => {
    const hash = visitorHash("s1", "203.0.113.7", "UA");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash("s1", "203.0.113.7", "UA")).toBe(hash);
    expect(visitorHash("s2", "203.0.113.7", "UA")).not.toBe(hash);
    expect(visitorHash("s1", "203.0.113.8", "UA")).not.toBe(hash);
    expect(visitorHash("s1", "203.0.113.7", "UA2")).not.toBe(hash);
  });

  it("keeps the fields apart with line breaks", () => {
    expect(visitorHash("ab", "c", "d")).not.toBe(visitorHash("a", "bc", "d"));
    expect(visitorHash("a", "bc", "d")).not.toBe(visitorHash("a", "b", "cd"));
  });
});
