import { PanelHeading } from "#app/features/template-pages/panel-heading.tsx";
import { PostsTable } from "#app/features/template-pages/posts-table.tsx";
import { toDashboardPosts } from "#app/features/template-pages/template-data.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/dashboard-posts";

export async function loader() {
  return { posts: toDashboardPosts(await listPosts()) };
}

export default function DashboardPosts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PanelHeading title="Posts" text="Your articles and their status." />
      <PostsTable posts={loaderData.posts} />
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Posts", "Your Wanderlust posts (demo page).");
