import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/forgot-pass";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const ForgotPassPage = later(() => import("./forgot-pass-page.tsx").then((m) => m.ForgotPassPage));

export default function ForgotPass() {
  return <ForgotPassPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Forgot password", "Reset your Wanderlust password (demo page).");
