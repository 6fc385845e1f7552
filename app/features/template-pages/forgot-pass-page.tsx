import { Link } from "react-router";
import { Button } from "#app/components/ui/forms/button.tsx";
import { EmailField } from "#app/components/ui/forms/field.tsx";
import { AuthLayout } from "./auth-layout.tsx";
import { DemoForm } from "./demo-form.tsx";

const LINK = "font-medium text-primary-700 hover:underline dark:text-primary-300";

export function ForgotPassPage() {
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
