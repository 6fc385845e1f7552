import { data } from "react-router";
import { NotFoundPage } from "#app/components/ui/not-found-page.tsx";
import type { Route } from "./+types/not-found";

/** Any unmatched path: the 404 page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found · Wanderlust" },
  { name: "robots", content: "noindex" },
];
