import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { dayOf, statsRange } from "#app/lib/stats-range.ts";
import { pageViewStats } from "#app/models/page-views.server.ts";
import { pageViewQueue } from "#app/services/wiring.server.ts";
import type { Route } from "./+types/stats";
import { requireStatsPassword } from "./stats-auth.server.ts";
import { StatsReport } from "./stats-report.tsx";
import { tripFilterUses } from "./trip-filter-stats.ts";

/**
 * /stats: the owners' page-view figures (the same as `npm run stats`), drawn on the server, no
 * JavaScript needed; behind HTTP Basic (STATS_PASSWORD), never cached, never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStatsPassword(request, context);
  const range = statsRange(readQuery(request.url, QUERY.stats), dayOf(new Date()));
  if (!range.ok) throw data(range.message, { status: 400, headers: PRIVATE_HEADERS });
  await pageViewQueue.flush();
  const stats = await pageViewStats(range);
  return data(
    { stats, tripFilters: tripFilterUses(stats.finderPages) },
    { headers: PRIVATE_HEADERS },
  );
}

export const handle = { query: QUERY.stats };

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: "Page views · Wanderlust" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Stats({ loaderData }: Route.ComponentProps) {
  return <StatsReport {...loaderData} />;
}

/**
 * The page's own refusals (a sign-in wanted, too many wrong passwords, a range it does not take),
 * said plainly; being the boundary, this route's `headers` send the challenge with the 401.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "There is no such page."
        : "The figures could not be read: try again in a moment.";
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-neutral-800 dark:text-neutral-200">
      <p className="font-medium text-primary-700 text-sm dark:text-primary-300">Wanderlust</p>
      <h1 className="font-semibold text-3xl text-neutral-900 dark:text-neutral-100">
        {status === 404 ? "Page not found" : "Page views"}
      </h1>
      <p className="mt-4">{message}</p>
    </main>
  );
}
