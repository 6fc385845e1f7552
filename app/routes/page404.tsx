import { NotFoundPage } from "#app/components/ui/not-found-page.tsx";
import type { Route } from "./+types/page404";

export default function Page404() {
  return <NotFoundPage />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found · Wanderlust" },
  { name: "robots", content: "noindex" },
];
