import { AuthLayout } from "#app/features/template-pages/auth-layout.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { PlanCard } from "#app/features/template-pages/plan-card.tsx";
import { PLANS } from "#app/features/template-pages/template-data.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
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
