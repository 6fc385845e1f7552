import { later } from "#app/components/ui/later.tsx";
import type { Route } from "./+types/dashboard-subscription";
import { templateMeta } from "./template-meta.ts";

const DashboardSubscriptionPage = later(() =>
  import("./dashboard-subscription-page.tsx").then((m) => m.DashboardSubscriptionPage),
);

export default function DashboardSubscription() {
  return <DashboardSubscriptionPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Subscription", "Your Wanderlust package information (demo page).");
