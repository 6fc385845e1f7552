import { later } from "#app/components/ui/later.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/edit-profile";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const EditProfilePage = later(() =>
  import("#app/features/template-pages/edit-profile-page.tsx").then((m) => m.EditProfilePage),
);

export default function EditProfile() {
  return <EditProfilePage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Edit profile", "Edit your Wanderlust profile (demo page).");
