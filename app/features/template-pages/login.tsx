import { Link } from "react-router";
import { AccountPage } from "#app/features/template-pages/account-page.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/login";

export const action = discardDemoForm;
export const headers = passRetryAfter;

export default function Login() {
  return (
    <AccountPage
      title="Login"
      passwordAutoComplete="current-password"
      aside={
        <Link
          to="/forgot-pass"
          className="text-primary-700 text-sm hover:underline dark:text-primary-300"
        >
          Forgot password?
        </Link>
      }
      prompt="New user?"
      other={{ to: "/signup", label: "Create an account" }}
    />
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Login", "Sign in to the Wanderlust blog magazine community (demo page).");
