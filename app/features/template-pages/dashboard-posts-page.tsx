import type { Route } from "./+types/dashboard-posts";
import { PanelHeading } from "./panel-heading.tsx";
import { PostsTable } from "./posts-table.tsx";

export function DashboardPostsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <PanelHeading title="Posts" text="Your articles and their status." />
      <PostsTable posts={loaderData.posts} />
    </>
  );
}
