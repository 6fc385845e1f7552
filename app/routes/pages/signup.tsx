import { AccountPage } from "#app/components/forms/account-page.tsx";
import { templateMeta } from "#app/components/forms/template-meta.ts";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/signup";

export const action = discardDemoForm;
export const headers = passRetryAfter;

export default function Signup() {
  return (
    <AccountPage
      title="Sign up"
      passwordAutoComplete="new-password"
      prompt="Already have an account?"
      other={{ to: "/login", label: "Sign in" }}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Sign up",
    "Create an account in the Wanderlust blog magazine community (demo page).",
  );
