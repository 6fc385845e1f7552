import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { URL_CATEGORIES } from "#app/lib/post-href.ts";

/** Every URL of docs/spec.md#route-list, explicitly. */
export default [
  // The /api contract (docs/design.md#api), exact names and spellings.
  ...prefix("api", [
    route("GetPosts", "features/api/get-posts.ts", { id: "routes/api/get-posts" }),
    route("GetHotelPosts", "features/api/get-hotel-posts.ts", { id: "routes/api/get-hotel-posts" }),
    route("GetPostsForGategoryId", "features/api/get-posts-for-category-id.ts", {
      id: "routes/api/get-posts-for-category-id",
    }),
    route("GetTaxonomies", "features/api/get-taxonomies.ts", { id: "routes/api/get-taxonomies" }),
    route("GetAuthors", "features/api/get-authors.ts", { id: "routes/api/get-authors" }),
    route("GetAuthorByFirstName", "features/api/get-author-by-first-name.ts", {
      id: "routes/api/get-author-by-first-name",
    }),
    route("GetPostsForAuthorId", "features/api/get-posts-for-author-id.ts", {
      id: "routes/api/get-posts-for-author-id",
    }),
    route("GetPostByPathname", "features/api/get-post-by-pathname.ts", {
      id: "routes/api/get-post-by-pathname",
    }),
    route("IncreasePostViewedCount", "features/api/increase-post-viewed-count.ts", {
      id: "routes/api/increase-post-viewed-count",
    }),
    route("GetSubscriptionByEmail", "features/api/get-subscription-by-email.ts", {
      id: "routes/api/get-subscription-by-email",
    }),
    route("CreateNewSubscription", "features/api/create-new-subscription.ts", {
      id: "routes/api/create-new-subscription",
    }),
    route("contact", "features/api/contact.ts", { id: "routes/api/contact" }),
    // Page views without cookies (docs/privacy.md): the beacon, and the no-JavaScript pixel.
    route("page-views", "features/api/page-views.ts", { id: "routes/api/page-views" }),
    route("*", "features/api/not-found.ts", { id: "api-not-found" }),
  ]),

  // Reach: sitemap, robots and feeds (docs/design.md#scaling).
  route("sitemap.xml", "features/feeds/sitemap.ts", { id: "routes/feeds/sitemap" }),
  route("robots.txt", "features/feeds/robots.ts", { id: "routes/feeds/robots" }),
  route("feeds/rss.xml", "features/feeds/rss.ts", { id: "routes/feeds/rss" }),
  route("feeds/atom.xml", "features/feeds/atom.ts", { id: "routes/feeds/atom" }),
  route("feeds/podcast.xml", "features/feeds/podcast.ts", { id: "routes/feeds/podcast" }),
  route("feeds/category/:file", "features/feeds/category.ts", { id: "routes/feeds/category" }),

  // Resized local photos: /img/{format}/{width}/media/... (app/lib/responsive-image.ts).
  route("img/*", "features/images/image-variant.ts", { id: "routes/media/image-variant" }),

  // The owners' page-view figures (docs/privacy.md): private, outside the reader pages.
  route("stats", "features/analytics/stats.tsx", { id: "routes/stats" }),

  // The chrome (header, footer), and inside it the one error boundary of every reader page.
  layout("features/shell/site-layout.tsx", { id: "routes/site-layout" }, [
    layout("features/shell/error-boundary.tsx", { id: "routes/error-boundary" }, [
      index("features/home/home.tsx", { id: "routes/home" }),
      route("home-2", "features/home/home-with-search.tsx", { id: "routes/home-2" }),
      route("home-3", "features/home/home-with-sign-up.tsx", { id: "routes/home-3" }),
      route("home-4", "features/home/home-magazine.tsx", { id: "routes/home-4" }),
      route("home-6", "features/home/home-grid-with-audio.tsx", { id: "routes/home-6" }),

      // Articles: the fixed sample paths and the /single layout.
      ...URL_CATEGORIES.map((category) =>
        route(`${category}/:year/:slug`, "features/article/article.tsx", {
          id: `article-${category}`,
        }),
      ),
      route("hotels/:hotelType/:year/:slug", "features/article/article.tsx", {
        id: "article-hotels",
      }),
      route("single/:slug", "features/article/article.tsx", { id: "article-single" }),
      route("single-video/:slug", "features/article/video-article.tsx", {
        id: "routes/article/single-video",
      }),
      route("single-audio/:slug", "features/article/podcast-episode.tsx", {
        id: "routes/article/single-audio",
      }),
      route("single-gallery/:slug", "features/article/photo-gallery-article.tsx", {
        id: "routes/article/single-gallery",
      }),
      // A draft's or scheduled post's private preview (never cached, never indexed).
      route("preview/:token", "features/article/preview.tsx", { id: "routes/article/preview" }),

      // The trip finder and the destinations map.
      route("trips", "features/trips/trips.tsx", { id: "routes/trips/trips" }),
      route("destinations", "features/trips/destinations.tsx", { id: "routes/trips/destinations" }),
      route("destinations/:cc", "features/trips/country.tsx", { id: "routes/trips/country" }),

      // Reading offline (docs/offline.md): the saved articles, and the page shown offline.
      route("reading-list", "features/offline/reading-list.tsx", {
        id: "routes/offline/reading-list",
      }),
      route("offline", "features/offline/offline.tsx", { id: "routes/offline/offline" }),

      // About, contact and the template (demo) pages.
      route("about", "features/pages/about.tsx", { id: "routes/pages/about" }),
      route("contact", "features/pages/contact.tsx", { id: "routes/pages/contact" }),
      route("newsletter", "features/newsletter/newsletter-page.tsx", {
        id: "routes/pages/newsletter",
      }),
      route("unsubscribe/:token", "features/newsletter/unsubscribe.tsx", {
        id: "routes/pages/unsubscribe",
      }),
      route("resubscribe/:token", "features/newsletter/resubscribe.tsx", {
        id: "routes/pages/resubscribe",
      }),
      // The comments' mail links (issue 40): the owners' Approve, Reject and Reply, the reader's
      // stop link. Private: never cached, counted or indexed.
      route("comments/reply/:token", "features/comments/moderation-reply.tsx", {
        id: "routes/comments/reply",
      }),
      route("comments/stop/:token", "features/comments/comment-mail-stop.tsx", {
        id: "routes/comments/stop",
      }),
      route("comments/:action/:token", "features/comments/moderation-link.tsx", {
        id: "routes/comments/moderate",
      }),
      route("login", "features/template-pages/login.tsx", { id: "routes/pages/login" }),
      route("signup", "features/template-pages/signup.tsx", { id: "routes/pages/signup" }),
      route("forgot-pass", "features/template-pages/forgot-pass.tsx", {
        id: "routes/pages/forgot-pass",
      }),
      route("subscription", "features/template-pages/subscription.tsx", {
        id: "routes/pages/subscription",
      }),
      route(
        "dashboard",
        "features/template-pages/dashboard-layout.tsx",
        { id: "routes/dashboard/layout" },
        [
          index("features/template-pages/submit-post.tsx", { id: "dashboard-home" }),
          route("posts", "features/template-pages/dashboard-posts.tsx", {
            id: "routes/dashboard/posts",
          }),
          route("edit-profile", "features/template-pages/edit-profile.tsx", {
            id: "routes/dashboard/edit-profile",
          }),
          route("subscription", "features/template-pages/dashboard-subscription.tsx", {
            id: "routes/dashboard/subscription",
          }),
          route("billing-address", "features/template-pages/billing-address.tsx", {
            id: "routes/dashboard/billing-address",
          }),
          route("submit-post", "features/template-pages/submit-post.tsx", {
            id: "routes/dashboard/submit-post",
          }),
        ],
      ),

      // Archives (/archive), video archive (/archive-2), podcast archive (/archive-3): summary,
      // hotels, and any path with a numeric (taxonomy id) segment; other paths answer 404.
      ...(
        [
          ["archive", "features/archive/archive.tsx"],
          ["archive-2", "features/archive/video-archive.tsx"],
          ["archive-3", "features/archive/podcast-archive.tsx"],
        ] as const
      ).flatMap(([prefix, file]) => [
        route(`${prefix}/summary`, file, { id: `${prefix}-summary` }),
        route(`${prefix}/reviews/hotels/summary`, file, { id: `${prefix}-hotels` }),
        route(`${prefix}/:id/:slug?`, file, { id: `${prefix}-taxonomy` }),
        route(`${prefix}/*`, file, { id: `${prefix}-any` }),
      ]),
      route("author/:slug", "features/author/author.tsx", { id: "routes/author/author" }),
      route("search", "features/search/search-with-banner.tsx", { id: "routes/search/search" }),
      route("search-2", "features/search/search-plain.tsx", { id: "routes/search/search-2" }),

      route("single-2/:slug", "features/article/article-with-sidebar.tsx", {
        id: "routes/article/single-2",
      }),
      route("single-3/:slug", "features/article/article-full-screen.tsx", {
        id: "routes/article/single-3",
      }),
      route("single-4/:slug", "features/article/article-side-by-side.tsx", {
        id: "routes/article/single-4",
      }),
      route("single-5/:slug", "features/article/article-editorial.tsx", {
        id: "routes/article/single-5",
      }),
      route("page404", "features/shell/not-found-sample.tsx", { id: "routes/page404" }),
      route("*", "features/shell/not-found.tsx", { id: "routes/not-found" }),
    ]),
  ]),
] satisfies RouteConfig;
