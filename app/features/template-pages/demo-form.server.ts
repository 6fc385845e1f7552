import { type AppLoadContext, data } from "react-router";
import { waitingTime } from "#app/lib/format.ts";
import { retryAfter } from "#app/lib/rate-limit.server.ts";
import { spend } from "#app/services/wiring.server.ts";

/**
 * The route action of a template page's demo form (app/features/template-pages/demo-form.tsx): accepts
 * the post and keeps nothing. The demo pages share one budget per client (BUDGETS.demoForm); past
 * it the page answers 429 with Retry-After (the routes pass it on with `headers`) and the form
 * says how long to wait.
 */
export async function discardDemoForm({ context }: { context: AppLoadContext }) {
  const verdict = await spend(context, "demoForm");
  if (!verdict.ok) {
    const message = `Too many form submissions: please wait ${waitingTime(verdict.retryAfterSeconds)} and try again.`;
    return data({ message }, { status: 429, headers: retryAfter(verdict) });
  }
  return null;
}
