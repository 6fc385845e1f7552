/**
 * The site's menus and the header's demo entities (docs/spec.md#navigation, #entities and
 * #constants).
 */

import { archiveHref } from "#app/lib/archive-path.ts";

export interface MenuItem {
  id: string;
  href: string;
  name: string;
  type?: "dropdown" | "megaMenu";
  children?: MenuItem[];
  isNew?: boolean;
}

export interface NavLink {
  name: string;
  href: string;
}

/** The footer's Destinations column: categories by slug, linked to their archives. */
export const FOOTER_DESTINATIONS = [
  { slug: "city", name: "City breaks" },
  { slug: "beach", name: "Beach" },
  { slug: "winter", name: "Winter" },
  { slug: "roadtrip", name: "Roadtrips" },
] as const;

export const MAIN_MENU: MenuItem[] = [
  { id: "home", href: "/", name: "Home" },
  {
    id: "blog",
    href: archiveHref(),
    name: "Blog",
    type: "dropdown",
    children: [
      { id: "travel-blogs", href: archiveHref(), name: "Travel Blogs" },
      { id: "hotel-reviews", href: archiveHref({ kind: "hotels" }), name: "Hotel Reviews" },
    ],
  },
  { id: "search", href: "/search", name: "Search" },
  { id: "about", href: "/about", name: "About" },
  { id: "contact", href: "/contact", name: "Contact" },
];

/** The mega-menu of template pages, in columns. */
export const TEMPLATE_COLUMNS: { title: string; items: MenuItem[] }[] = [
  {
    title: "Home pages",
    items: [
      { id: "home-1", href: "/", name: "Home main" },
      { id: "home-2", href: "/home-2", name: "Home with search" },
      { id: "home-3", href: "/home-3", name: "Home with sign up" },
      { id: "home-4", href: "/home-4", name: "Home magazine", isNew: true },
      { id: "home-6", href: "/home-6", name: "Home demo 6" },
    ],
  },
  {
    title: "Archives & search",
    items: [
      { id: "archive", href: archiveHref(), name: "Category page" },
      { id: "archive-2", href: archiveHref({ kind: "video" }), name: "Video archive" },
      { id: "archive-3", href: archiveHref({ kind: "podcast" }), name: "Podcast archive" },
      { id: "search", href: "/search", name: "Search page" },
      { id: "search-2", href: "/search-2", name: "Search page 2" },
    ],
  },
  {
    title: "Account",
    items: [
      { id: "login", href: "/login", name: "Login" },
      { id: "signup", href: "/signup", name: "Sign up" },
      { id: "forgot", href: "/forgot-pass", name: "Forgot password" },
      { id: "subscription", href: "/subscription", name: "Subscription" },
      { id: "dashboard", href: "/dashboard", name: "Dashboard" },
    ],
  },
];

/** The Templates dropdown. */
export const TEMPLATES_MENU: MenuItem[] = [
  { id: "about", href: "/about", name: "About" },
  { id: "contact", href: "/contact", name: "Contact us" },
  { id: "page404", href: "/page404", name: "Page 404" },
  { id: "login", href: "/login", name: "Login" },
  { id: "signup", href: "/signup", name: "Sign up" },
  { id: "forgot", href: "/forgot-pass", name: "Forgot password" },
  { id: "dashboard", href: "/dashboard", name: "Dashboard" },
  { id: "subscription", href: "/subscription", name: "Subscription", isNew: true },
];

export interface Notification {
  name: string;
  description: string;
  time: string;
  href: string;
  avatar: string;
}

export const NOTIFICATIONS: Notification[] = [
  {
    name: "Sofia Harper",
    description: "published new photos from the Santorini caldera",
    time: "3 minutes ago",
    href: "/author/Sofia",
    avatar: "/media/avatars/sofia.jpg",
  },
  {
    name: "Leo Harper",
    description: "uploaded a new podcast episode",
    time: "1 hour ago",
    href: "/author/Leo",
    avatar: "/media/avatars/leo.jpg",
  },
  {
    name: "Kenji Watanabe",
    description: "reviewed a new airport hotel",
    time: "2 days ago",
    href: "/author/Kenji",
    avatar: "/media/avatars/kenji.jpg",
  },
];

export interface CurrencyOption {
  id: string;
  name: string;
  active?: boolean;
}

export const CURRENCIES: CurrencyOption[] = [
  { id: "EUR", name: "EUR", active: true },
  { id: "USD", name: "USD" },
  { id: "GBF", name: "GBF" },
  { id: "SAR", name: "SAR" },
  { id: "QAR", name: "QAR" },
  { id: "BAD", name: "BAD" },
];

export interface LanguageOption {
  id: string;
  name: string;
  description: string;
  active?: boolean;
}

export const LANGUAGES: LanguageOption[] = [
  { id: "English", name: "English", description: "United State", active: true },
  { id: "Vietnamese", name: "Vietnamese", description: "Vietnamese" },
  { id: "Francais", name: "Francais", description: "Belgique" },
  { id: "Francais-ca", name: "Francais", description: "Canada" },
];

/** The account menu's "My Account" author (the demo visitor is the founder). */
export const ACCOUNT_AUTHOR = {
  firstName: "Daniel",
  name: "Daniel Harper",
  avatar: "/media/avatars/daniel.jpg",
};

/** A recent-post teaser of the mega-menu (docs/spec.md#entities). */
export interface Teaser {
  id: string;
  title: string;
  href: string;
  date: string;
  datetime: string;
  category: { title: string; href: string };
  imageUrl: string;
  description: string;
}
