import { PanelHeading } from "./panel-heading.tsx";
import { SUBSCRIPTION_ENTRIES } from "./template-data.ts";

export function DashboardSubscriptionPage() {
  return (
    <>
      <PanelHeading title="Package Information" text="Your current plan (sample values)." />
      <dl className="divide-y divide-neutral-200 overflow-hidden rounded-2xl border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700">
        {SUBSCRIPTION_ENTRIES.map((entry, i) => (
          <div
            key={entry.name}
            className={`grid gap-1 px-4 py-4 sm:grid-cols-3 sm:gap-4 sm:px-6 ${
              i % 2 === 0 ? "bg-neutral-50 dark:bg-neutral-800/60" : ""
            }`}
          >
            <dt className="font-medium text-neutral-500 text-sm dark:text-neutral-400">
              {entry.name}
            </dt>
            <dd className="font-medium text-neutral-900 text-sm sm:col-span-2 dark:text-neutral-100">
              {entry.content}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
