import type { Route } from "./+types/submit-post";
import { PanelHeading } from "./panel-heading.tsx";
import { SubmitPostForm } from "./submit-post-form.tsx";

/** At /dashboard and /dashboard/submit-post. */
export function SubmitPostPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <PanelHeading title="Submit post" text="Share a new story with the community." />
      <SubmitPostForm categories={loaderData.categories} />
    </>
  );
}
