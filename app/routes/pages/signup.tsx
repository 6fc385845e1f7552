import { Link } from "react-router";
import { AuthLayout } from "#app/components/forms/auth-layout.tsx";
import { Button } from "#app/components/forms/button.tsx";
import { DemoForm } from "#app/components/forms/demo-form.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { OrDivider } from "#app/components/forms/or-divider.tsx";
import { SocialButtons } from "#app/components/forms/social-buttons.tsx";
import { templateMeta } from "#app/components/forms/template-meta.ts";
import { discardDemoForm } from "#app/services/demo-form.server.ts";
import { passRetryAfter } from "#app/services/rate-limit.server.ts";
import type { Route } from "./+types/signup";

export const action = discardDemoForm;
export const headers = passRetryAfter;

export default function Signup() {
  return (
    <AuthLayout title="Sign up" subtitle="Welcome to our blog magazine Community">
      <SocialButtons />
      <OrDivider />
      <DemoForm className="grid gap-6">
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="example@example.com"
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button>Continue</Button>
      </DemoForm>
      <p className="mt-8 text-center text-neutral-600 text-sm dark:text-neutral-300">
        Already have an account?{" "}
        <Link
          to="/login"
          className="font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Sign up",
    "Create an account in the Wanderlust blog magazine community (demo page).",
  );
