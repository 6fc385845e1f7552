import { later } from "#app/components/ui/later.tsx";

// The error pages (error-page.tsx) as pieces whose code loads after the rest of the page has
// hydrated (app/components/ui/later.tsx): most pages never show one.

/** The error page of a route's error (useRouteError). */
export const RouteErrorPage = later(() => import("./error-page.tsx").then((m) => m.RouteErrorPage));

/** The error page of a given view (the 404 routes). */
export const ErrorPage = later(() => import("./error-page.tsx").then((m) => m.ErrorPage));
