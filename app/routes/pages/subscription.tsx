import { AuthLayout } from "#app/components/forms/auth-layout.tsx";
import { PlanCard } from "#app/components/forms/plan-card.tsx";
import { templateMeta } from "#app/components/forms/template-meta.ts";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import { PLANS } from "#app/lib/template-data.ts";
import type { Route } from "./+types/subscription";

export const action = discardDemoForm;
export const headers = passRetryAfter;

export default function Subscription() {
  return (
    <AuthLayout
      title="Subscription"
      subtitle="Pricing to fit every family, from a first weekend away to a year on the road."
      wide
    >
      <div className="grid items-stretch gap-6 md:grid-cols-3 lg:gap-8">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta(
    "Subscription",
    "Wanderlust subscription plans: Starter, Basic and Plus (demo page).",
  );
