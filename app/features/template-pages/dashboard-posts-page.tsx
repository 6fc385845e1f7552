import { PanelHeading } from "#app/features/template-pages/panel-heading.tsx";
import { PostsTable } from "#app/features/template-pages/posts-table.tsx";
import type { Route } from "./+types/dashboard-posts";

export function DashboardPostsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <PanelHeading title="Posts" text="Your articles and their status." />
      <PostsTable posts={loaderData.posts} />
    </>
  );
}
