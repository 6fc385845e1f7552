import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { PanelHeading } from "#app/features/template-pages/panel-heading.tsx";
import { SubmitPostForm } from "#app/features/template-pages/submit-post-form.tsx";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/submit-post";

export async function loader() {
  const taxonomies = await listTaxonomies();
  return { categories: taxonomies.filter((t) => t.taxonomy === "category").map((t) => t.name) };
}

export const action = discardDemoForm;
export const headers = passRetryAfter;

/** At /dashboard and /dashboard/submit-post. */
export default function SubmitPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PanelHeading title="Submit post" text="Share a new story with the community." />
      <SubmitPostForm categories={loaderData.categories} />
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Submit post", "Submit a post to Wanderlust (demo page).");
