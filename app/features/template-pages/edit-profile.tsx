import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/edit-profile";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const EditProfilePage = later(() =>
  import("./edit-profile-page.tsx").then((m) => m.EditProfilePage),
);

export default function EditProfile() {
  return <EditProfilePage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Edit profile", "Edit your Wanderlust profile (demo page).");
