import { Button } from "#app/components/ui/forms/button.tsx";
import { EmailField, TextField } from "#app/components/ui/forms/field.tsx";
import { DemoForm } from "./demo-form.tsx";
import { PanelHeading } from "./panel-heading.tsx";

export function EditProfilePage() {
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
