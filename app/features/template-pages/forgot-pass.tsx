import { Link } from "react-router";
import { Button } from "#app/components/ui/forms/button.tsx";
import { EmailField } from "#app/components/ui/forms/field.tsx";
import { AuthLayout } from "#app/features/template-pages/auth-layout.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { DemoForm } from "#app/features/template-pages/demo-form.tsx";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/forgot-pass";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const LINK = "font-medium text-primary-700 hover:underline dark:text-primary-300";

export default function ForgotPass() {
  return (
    <AuthLayout title="Forgot password" subtitle="Welcome to our blog magazine Community">
      <DemoForm className="grid gap-6">
        <EmailField />
        <Button>Continue</Button>
      </DemoForm>
      <p className="mt-8 text-center text-neutral-600 text-sm dark:text-neutral-300">
        Go back for{" "}
        <Link to="/login" className={LINK}>
          Sign in
        </Link>{" "}
        /{" "}
        <Link to="/signup" className={LINK}>
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Forgot password", "Reset your Wanderlust password (demo page).");
