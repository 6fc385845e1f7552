import { later } from "#app/components/ui/later.tsx";
import { toDashboardPosts } from "#app/features/template-pages/template-data.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/dashboard-posts";

export async function loader() {
  return { posts: toDashboardPosts(await listPosts()) };
}

const DashboardPostsPage = later(() =>
  import("#app/features/template-pages/dashboard-posts-page.tsx").then((m) => m.DashboardPostsPage),
);

export default function DashboardPosts({ loaderData }: Route.ComponentProps) {
  return <DashboardPostsPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Posts", "Your Wanderlust posts (demo page).");
