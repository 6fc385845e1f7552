import { Button } from "#app/components/ui/forms/button.tsx";
import { EmailField, TextField } from "#app/components/ui/forms/field.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { DemoForm } from "#app/features/template-pages/demo-form.tsx";
import { PanelHeading } from "#app/features/template-pages/panel-heading.tsx";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/edit-profile";

export const action = discardDemoForm;
export const headers = passRetryAfter;

export default function EditProfile() {
  return (
    <>
      <PanelHeading title="Edit profile" />
      <DemoForm className="grid gap-6 md:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          placeholder="Example"
        />
        <TextField label="Last name" name="lastName" autoComplete="family-name" placeholder="Doe" />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
        />
        <div className="md:col-span-2">
          <EmailField required={false} />
        </div>
        <div className="md:col-span-2">
          <Button>Update profile</Button>
        </div>
      </DemoForm>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Edit profile", "Edit your Wanderlust profile (demo page).");
