import { Outlet, useMatches } from "react-router";
import { OfflineMessage } from "#app/components/offline/offline-message.tsx";
import { later } from "#app/components/ui/later.tsx";
import { env } from "#app/env.server.ts";
import { ArticlePending } from "#app/features/article/article-pending.public.tsx";
import { PlayerBarSlot } from "#app/features/media-player/player-bar-slot.public.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import { formatDate } from "#app/lib/format.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { findCategoriesBySlug } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/site-layout";
import { FOOTER_DESTINATIONS, type NavLink, type Teaser } from "./navigation.ts";
import { type HeaderVariant, SiteHeader } from "./site-header.tsx";

/**
 * The mega-menu's two recent-post teasers, the footer's destination links (built from the
 * categories' ids and slugs, none hard-coded), and SITE_URL, from which every page's `meta` makes its
 * absolute URLs (app/lib/seo.ts, siteUrlOf).
 */
export async function loader() {
  const [posts, categories] = await Promise.all([
    listPosts({ limit: 2 }),
    findCategoriesBySlug(FOOTER_DESTINATIONS.map((d) => d.slug)),
  ]);
  const teasers: Teaser[] = posts.map((post) => ({
    id: post.id,
    title: post.title,
    href: post.href,
    date: formatDate(post.date),
    datetime: post.date,
    category: { title: post.categories[0]?.name ?? "", href: post.categories[0]?.href ?? "/" },
    imageUrl: post.featuredImage,
    description: post.desc,
  }));
  const destinations: NavLink[] = FOOTER_DESTINATIONS.flatMap(({ slug, name }) => {
    const taxonomy = categories.get(slug);
    return taxonomy ? [{ name, href: archiveHref({ taxonomy }) }] : [];
  });
  return { teasers, destinations, siteUrl: env().SITE_URL };
}

/** The teasers change only with content: no need to reload them on every navigation. */
export function shouldRevalidate() {
  return false;
}

const SiteFooter = later(() => import("./site-footer.tsx").then((m) => m.SiteFooter));

/** Routes choose a header variant with `export const handle = { header: "search" }`. */
function useHeaderVariant(): HeaderVariant {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const header = (match.handle as { header?: HeaderVariant } | undefined)?.header;
    if (header) return header;
  }
  return "default";
}

/** The chrome around every reader page: sticky header, page, footer, the player bar. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const variant = useHeaderVariant();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader variant={variant} teasers={loaderData.teasers} />
      <ArticlePending />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter destinations={loaderData.destinations} />
      <PlayerBarSlot />
      <OfflineMessage />
    </div>
  );
}
