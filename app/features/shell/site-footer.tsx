import { Link } from "react-router";
import { SOCIAL_LINKS, SocialIcon } from "#app/components/ui/social-icon.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import { Logo } from "./logo.tsx";
import type { NavLink } from "./navigation.ts";

const EXPLORE: NavLink[] = [
  { name: "Travel Blogs", href: archiveHref() },
  { name: "Hotel Reviews", href: archiveHref({ kind: "hotels" }) },
  { name: "Videos", href: archiveHref({ kind: "video" }) },
  { name: "Podcasts", href: archiveHref({ kind: "podcast" }) },
  { name: "Trip finder", href: "/trips" },
  { name: "Destinations", href: "/destinations" },
  { name: "Reading list", href: "/reading-list" },
];

const AFTER_DESTINATIONS: { title: string; links: NavLink[] }[] = [
  {
    title: "Wanderlust",
    links: [
      { name: "About us", href: "/about" },
      { name: "Contact", href: "/contact" },
      { name: "Search", href: "/search" },
      { name: "Subscription", href: "/subscription" },
    ],
  },
  {
    title: "Templates",
    links: [
      { name: "Home magazine", href: "/home-4" },
      { name: "Home demo 6", href: "/home-6" },
      { name: "Dashboard", href: "/dashboard" },
      { name: "Login", href: "/login" },
    ],
  },
];

/** `destinations`: the Destinations column, from the site layout's loader (FOOTER_DESTINATIONS). */
export function SiteFooter({ destinations }: { destinations: NavLink[] }) {
  const columns = [
    { title: "Explore", links: EXPLORE },
    { title: "Destinations", links: destinations },
    ...AFTER_DESTINATIONS,
  ];
  return (
    <footer
      className={[
        "site-footer",
        // A page ending in a tinted band (an article's more posts) meets the footer, no blank gap.
        "[:has([data-meets-footer])+&]:mt-0",
        // The article's floating bar stays at the bottom of the screen: room for it under the
        // copyright line, so the bar never covers it at the end of the page.
        "[body:has([data-floating-bar])_&]:pb-20",
      ].join(" ")}
    >
      <div className="site-footer-grid">
        <div className="md:col-span-3 lg:col-span-2">
          <Logo />
          <p className="site-footer-about">
            The Harpers and friends: family travel stories, honest hotel reviews, galleries, films
            and a podcast, since 2021.
          </p>
          <div className="mt-6 flex gap-2">
            {SOCIAL_LINKS.map((network) => (
              <SocialIcon key={network.id} network={network} />
            ))}
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="footer-heading">{column.title}</p>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="footer-link">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-neutral-200 border-t dark:border-neutral-800">
        <p className="site-footer-legal">
          © 2021-2024 Wanderlust. Written and photographed by a family that cannot sit still.
        </p>
      </div>
    </footer>
  );
}
