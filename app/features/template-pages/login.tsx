import { later } from "#app/components/ui/later.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/login";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const LoginPage = later(() =>
  import("#app/features/template-pages/login-page.tsx").then((m) => m.LoginPage),
);

export default function Login() {
  return <LoginPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Login", "Sign in to the Wanderlust blog magazine community (demo page).");
