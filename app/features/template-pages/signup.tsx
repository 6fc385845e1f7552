import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/signup";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const SignupPage = later(() => import("./signup-page.tsx").then((m) => m.SignupPage));

export default function Signup() {
  return <SignupPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Sign up",
    "Create an account in the Wanderlust blog magazine community (demo page).",
  );
