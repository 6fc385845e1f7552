import { later } from "#app/components/ui/later.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/signup";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const SignupPage = later(() =>
  import("#app/features/template-pages/signup-page.tsx").then((m) => m.SignupPage),
);

export default function Signup() {
  return <SignupPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Sign up",
    "Create an account in the Wanderlust blog magazine community (demo page).",
  );
