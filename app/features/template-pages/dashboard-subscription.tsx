import { later } from "#app/components/ui/later.tsx";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import type { Route } from "./+types/dashboard-subscription";

const DashboardSubscriptionPage = later(() =>
  import("#app/features/template-pages/dashboard-subscription-page.tsx").then(
    (m) => m.DashboardSubscriptionPage,
  ),
);

export default function DashboardSubscription() {
  return <DashboardSubscriptionPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Subscription", "Your Wanderlust package information (demo page).");
