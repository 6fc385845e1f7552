import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, profileJsonLd, webPageJsonLd, websiteJsonLd } from "#app/lib/json-ld.ts";
import { SITE, samplePost } from "#tests/setup/seo.ts";

describe("websiteJsonLd", () => {
  it("is a WebSite whose search action fills the search page's q, and the Organization with an absolute logo", () => {
    const [site, organization] = websiteJsonLd(SITE);
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      url: "https://wanderlust.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          urlTemplate: "https://wanderlust.example/search?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Wanderlust",
      url: "https://wanderlust.example/",
      logo: { url: "https://wanderlust.example/favicon.svg" },
    });
  });
});

describe("webPageJsonLd", () => {
  it("is a CollectionPage whose main entity lists the posts' absolute URLs in order", () => {
    const page = webPageJsonLd(
      "CollectionPage",
      { name: "Beach", description: "d", path: "/archive/3/beach", items: ["/a/1/x", "/b/2/y"] },
      SITE,
    );
    expect(page).toMatchObject({
      "@type": "CollectionPage",
      name: "Beach",
      url: "https://wanderlust.example/archive/3/beach",
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [
          { "@type": "ListItem", position: 1, url: "https://wanderlust.example/a/1/x" },
          { "@type": "ListItem", position: 2, url: "https://wanderlust.example/b/2/y" },
        ],
      },
    });
  });
  it("has no main entity without items", () => {
    expect(
      webPageJsonLd("AboutPage", { name: "About", description: "d", path: "/about" }, SITE),
    ).not.toHaveProperty("mainEntity");
  });
});

describe("profileJsonLd", () => {
  it("is a ProfilePage about the Person, with absolute image and URL, and sameAs only when known", () => {
    const author = samplePost().author;
    const profile = profileJsonLd(author, SITE);
    expect(profile).toMatchObject({
      "@type": "ProfilePage",
      url: "https://wanderlust.example/author/Amara",
      mainEntity: {
        "@type": "Person",
        name: "Amara Okafor",
        description: "Beaches and islands.",
        image: "https://wanderlust.example/media/avatars/amara.jpg",
        url: "https://wanderlust.example/author/Amara",
      },
    });
    expect(profile.mainEntity).not.toHaveProperty("sameAs");
    const linked = profileJsonLd({ ...author, sameAs: ["https://social.example/@amara"] }, SITE);
    expect(linked.mainEntity).toMatchObject({ sameAs: ["https://social.example/@amara"] });
  });
});

describe("breadcrumbJsonLd", () => {
  it("is Home > the first category > the article, with absolute URLs", () => {
    expect(breadcrumbJsonLd(samplePost(), SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://wanderlust.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Beach",
          item: "https://wanderlust.example/archive/3/beach",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Balos Lagoon by Boat",
          item: "https://wanderlust.example/beach/2024/balos-lagoon",
        },
      ],
    });
  });
});
