import { PanelHeading } from "#app/features/template-pages/panel-heading.tsx";
import { SubmitPostForm } from "#app/features/template-pages/submit-post-form.tsx";
import type { Route } from "./+types/submit-post";

/** At /dashboard and /dashboard/submit-post. */
export function SubmitPostPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <PanelHeading title="Submit post" text="Share a new story with the community." />
      <SubmitPostForm categories={loaderData.categories} />
    </>
  );
}
