import poppins400 from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";
import poppins600 from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { MusicPlayerProvider } from "./components/media/music-player-context.tsx";
import { NotFoundPage } from "./components/ui/not-found-page.tsx";
import {
  isServiceUnavailable,
  ServiceUnavailablePage,
} from "./components/ui/service-unavailable-page.tsx";
import { PODCAST_SERIES } from "./lib/seo.ts";
import { THEME_SCRIPT } from "./lib/theme.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The two weights of the first paint, fetched with the CSS rather than after it (font-display: swap).
  { rel: "preload", href: poppins400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: poppins600, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // `precedence` makes it a React stylesheet resource: written before the scripts' module
  // preloads, so the one render-blocking file is not queued behind 30 scripts.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "Wanderlust (RSS)",
    href: "/feeds/rss.xml",
  },
  {
    rel: "alternate",
    type: "application/atom+xml",
    title: "Wanderlust (Atom)",
    href: "/feeds/atom.xml",
  },
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: PODCAST_SERIES,
    href: "/feeds/podcast.xml",
  },
];

export function Layout({ children }: { children: ReactNode }) {
  // Marks the page interactive once React has hydrated it (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, restores the theme before paint */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <MusicPlayerProvider>
      <Outlet />
    </MusicPlayerProvider>
  );
}

/** The router fallback of SPEC.md: 'Unexpected Application Error!' with the status or message. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isServiceUnavailable(error)) return <ServiceUnavailablePage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error && import.meta.env.DEV
      ? error.message
      : "500 Internal Server Error";
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="font-semibold text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-neutral-600 italic dark:text-neutral-300">{detail}</p>
      <a
        href="/"
        className="mt-8 inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white hover:bg-primary-700"
      >
        Return Home Page
      </a>
    </main>
  );
}
