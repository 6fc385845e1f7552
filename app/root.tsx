import poppins600 from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { firstScreenHydrated } from "#app/components/ui/later.tsx";
import { MusicPlayerProvider } from "#app/components/ui/media/music-player-context.tsx";
import { registerServiceWorker } from "#app/features/offline/register.ts";
import { RouteErrorPage } from "#app/features/shell/error-page-pieces.ts";
import { addStylesAfterFirstPaint } from "#app/features/shell/late-styles.ts";
import { THEME_SCRIPT } from "#app/features/shell/theme.ts";
import { errorMeta, errorView } from "#app/lib/error-page.ts";
import { SITE_ICONS } from "#app/lib/offline.ts";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import stylesAfterFirstPaint from "./late-fonts.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: SITE_ICONS.favicon, type: "image/svg+xml" },
  // Installable (docs/offline.md): added to a phone's home screen, it opens as an app.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: SITE_ICONS.touch },
  // The weight of the first screen's largest text (every page's h1 is semibold), fetched with the
  // CSS; the others come when the CSS asks for them, set meanwhile in a fallback scaled to
  // Poppins's metrics (app/app.css), so their swap moves nothing.
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
  // The page but its pieces has hydrated: they may load (app/components/ui/later.tsx), and once they
  // have hydrated too <html data-hydrated> is set (browser tests and early presses wait for it).
  // Poppins's other weights, if the page's starting script has not added them already.
  useEffect(() => {
    addStylesAfterFirstPaint();
    firstScreenHydrated();
    registerServiceWorker();
  }, []);
  // A page may run without the app's scripts (the offline page: handle { scripts: false }).
  const scripts = !useMatches().some(
    (match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false,
  );
  return (
    <html lang="en" data-styles-after-first-paint={stylesAfterFirstPaint} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, restores the theme before paint */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={stylesAfterFirstPaint} />
        </noscript>
      </head>
      <body className="page-body">
        {children}
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
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

/**
 * The errors of the layout itself (a page's errors show below the header and footer, in
 * app/features/shell/error-boundary.tsx): the same one error page, on its own.
 */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}

export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorMeta(errorView(error, import.meta.env.DEV)) : [];
