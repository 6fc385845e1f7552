import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/submit-post";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export async function loader() {
  const taxonomies = await listTaxonomies();
  return { categories: taxonomies.filter((t) => t.taxonomy === "category").map((t) => t.name) };
}

export const action = discardDemoForm;
export const headers = passRetryAfter;

const SubmitPostPage = later(() => import("./submit-post-page.tsx").then((m) => m.SubmitPostPage));

export default function SubmitPost({ loaderData }: Route.ComponentProps) {
  return <SubmitPostPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Submit post", "Submit a post to Wanderlust (demo page).");
