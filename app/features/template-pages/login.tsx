import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/login";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const LoginPage = later(() => import("./login-page.tsx").then((m) => m.LoginPage));

export default function Login() {
  return <LoginPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Login", "Sign in to the Wanderlust blog magazine community (demo page).");
