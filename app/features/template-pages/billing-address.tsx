import { later } from "#app/components/ui/later.tsx";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/billing-address";
import { discardDemoForm } from "./demo-form.server.ts";
import { templateMeta } from "./template-meta.ts";

export const action = discardDemoForm;
export const headers = passRetryAfter;

const BillingAddressPage = later(() =>
  import("./billing-address-page.tsx").then((m) => m.BillingAddressPage),
);

export default function BillingAddress() {
  return <BillingAddressPage />;
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Billing address", "Your Wanderlust billing address (demo page).");
