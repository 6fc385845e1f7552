import { later } from "#app/components/ui/later.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/forgot-pass";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const ForgotPassPage = later(() =>
  import("#app/features/template-pages/forgot-pass-page.tsx").then((m) => m.ForgotPassPage),
);

export default function ForgotPass() {
  return <ForgotPassPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Forgot password", "Reset your Wanderlust password (demo page).");
