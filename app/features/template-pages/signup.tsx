import { AccountPage } from "#app/features/template-pages/account-page.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
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
