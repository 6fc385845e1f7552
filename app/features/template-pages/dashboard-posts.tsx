import { later } from "#app/components/ui/later.tsx";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/dashboard-posts";
import { toDashboardPosts } from "./template-data.ts";
import { templateMeta } from "./template-meta.ts";

export async function loader() {
  return { posts: toDashboardPosts(await listPosts()) };
}

const DashboardPostsPage = later(() =>
  import("./dashboard-posts-page.tsx").then((m) => m.DashboardPostsPage),
);

export default function DashboardPosts({ loaderData }: Route.ComponentProps) {
  return <DashboardPostsPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Posts", "Your Wanderlust posts (demo page).");
