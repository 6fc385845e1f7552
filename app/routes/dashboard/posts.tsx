import { PanelHeading } from "#app/components/dashboard/panel-heading.tsx";
import { PostsTable } from "#app/components/dashboard/posts-table.tsx";
import { templateMeta } from "#app/components/forms/template-meta.ts";
import { toDashboardPosts } from "#app/lib/template-data.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/posts";

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
