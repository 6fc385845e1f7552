import { later } from "#app/components/ui/later.tsx";
import { discardDemoForm } from "#app/features/template-pages/demo-form.server.ts";
import { templateMeta } from "#app/features/template-pages/template-meta.ts";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/billing-address";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const BillingAddressPage = later(() =>
  import("#app/features/template-pages/billing-address-page.tsx").then((m) => m.BillingAddressPage),
);

export default function BillingAddress() {
  return <BillingAddressPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Billing address", "Your Wanderlust billing address (demo page).");
