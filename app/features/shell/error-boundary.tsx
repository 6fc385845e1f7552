import { Outlet } from "react-router";
import {
  PageViewPixel,
  usePageViewBeacon,
} from "#app/features/analytics/page-view-beacon.public.tsx";
import { errorMeta, errorView } from "#app/lib/error-page.ts";
import type { Route } from "./+types/error-boundary";
import { RouteErrorPage } from "./error-page-pieces.ts";

/**
 * The one error boundary of the reader pages: a pathless layout inside site-layout.tsx, so that a
 * page's error replaces the page but not the header and footer around it (a route's boundary
 * replaces its own component, so it must sit below the layout that draws them). Each page shown
 * without an error sends its page-view record from here (an error page is no page view).
 */
export default function ErrorBoundaryLayout() {
  usePageViewBeacon();
  return (
    <>
      <Outlet />
      <PageViewPixel />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}

/** On an error, React Router asks the boundary's route, not the page's, for the head tags. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorMeta(errorView(error, import.meta.env.DEV)) : [];
