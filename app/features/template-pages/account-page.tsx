import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/forms/button.tsx";
import { EmailField, TextField } from "#app/components/ui/forms/field.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { DemoForm } from "./demo-form.tsx";
import { OrDivider } from "./or-divider.tsx";
import { SocialButtons } from "./social-buttons.tsx";

/**
 * The login and sign-up pages: social buttons, email and password, and a line linking to the
 * other page. `aside` stands beside the password's label (login's 'Forgot password?').
 */
export function AccountPage({
  title,
  passwordAutoComplete,
  aside,
  prompt,
  other,
}: {
  title: string;
  passwordAutoComplete: "current-password" | "new-password";
  aside?: ReactNode;
  /** The line under the form: its words, then the link to the other page. */
  prompt: string;
  other: { to: string; label: string };
}) {
  return (
    <AuthLayout title={title} subtitle="Welcome to our blog magazine Community">
      <SocialButtons />
      <OrDivider />
      <DemoForm className="grid gap-6">
        <EmailField />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={passwordAutoComplete}
          required
          aside={aside}
        />
        <Button>Continue</Button>
      </DemoForm>
      <p className="mt-8 text-center text-neutral-600 text-sm dark:text-neutral-300">
        {prompt}{" "}
        <Link
          to={other.to}
          className="font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          {other.label}
        </Link>
      </p>
    </AuthLayout>
  );
}
