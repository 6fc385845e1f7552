import { Button } from "#app/components/ui/forms/button.tsx";
import { CheckIcon } from "#app/components/ui/icons/outline.tsx";
import { DemoForm } from "./demo-form.tsx";
import type { Plan } from "./template-data.ts";

/** A subscription plan: price, features, description and a (demo) Submit button. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col overflow-hidden rounded-3xl border-2 p-6 sm:p-8 ${
        plan.isPopular
          ? "border-primary-500 shadow-primary-500/10 shadow-xl"
          : "border-neutral-200 dark:border-neutral-700"
      }`}
    >
      {plan.isPopular && (
        <span className="absolute top-4 right-4 rounded-full bg-primary-600 px-3 py-1 font-semibold text-white text-xs tracking-wider">
          POPULAR
        </span>
      )}
      <h2
        id={headingId}
        className="font-medium text-neutral-600 text-sm uppercase tracking-widest dark:text-neutral-300"
      >
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline text-neutral-900 dark:text-neutral-100">
        <span className="font-semibold text-5xl tracking-tight">{plan.pricing}</span>
        <span className="ml-1 text-lg text-neutral-500 dark:text-neutral-400">{plan.per}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li
            key={feature}
            className="flex items-center gap-3 text-neutral-700 text-sm dark:text-neutral-200"
          >
            <CheckIcon
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-primary-600 dark:text-primary-300"
            />
            {feature}
          </li>
        ))}
      </ul>
      <DemoForm className="mt-8">
        <input type="hidden" name="plan" value={plan.name} />
        <Button
          variant={plan.isPopular ? "primary" : "secondary"}
          className="w-full"
          aria-label={`Submit: ${plan.name} plan`}
        >
          Submit
        </Button>
      </DemoForm>
      <p className="mt-4 text-neutral-500 text-xs leading-relaxed dark:text-neutral-400">
        {plan.desc}
      </p>
    </section>
  );
}
