import { later } from "#app/components/ui/later.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/subscription";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const SubscriptionPage = later(() =>
  import("#app/features/template-pages/subscription-page.tsx").then((m) => m.SubscriptionPage),
);

export default function Subscription() {
  return <SubscriptionPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Subscription",
    "Wanderlust subscription plans: Starter, Basic and Plus (demo page).",
  );
