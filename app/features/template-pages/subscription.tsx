import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/subscription";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const SubscriptionPage = later(() =>
  import("./subscription-page.tsx").then((m) => m.SubscriptionPage),
);

export default function Subscription() {
  return <SubscriptionPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Subscription",
    "Wanderlust subscription plans: Starter, Basic and Plus (demo page).",
  );
