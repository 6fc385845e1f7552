import { AuthLayout } from "./auth-layout.tsx";
import { PlanCard } from "./plan-card.tsx";
import { PLANS } from "./template-data.ts";

export function SubscriptionPage() {
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
