import { data } from "react-router";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import type { Route } from "./+types/moderation-link";
import { linkStatus, linkView, moderateByLink } from "./moderation.server.ts";
import { type LinkView, ModerationPage } from "./moderation-page.tsx";

/** Private: never stored by the page cache or a browser, never indexed (the token is a credential). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * /comments/approve/{token} and /comments/reject/{token}, the links of the owners' moderation
 * mail: opening one does it (an owner taps it on a phone), once, within 30 days; a used, expired
 * or forged link changes nothing and says so (4xx). A HEAD (a mail scanner's look) changes
 * nothing either.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const action = params.action;
  if (action !== "approve" && action !== "reject") {
    return data<LinkView>({ state: "invalid" }, { status: 404, headers: PRIVATE_HEADERS });
  }
  if (request.method === "HEAD")
    return data<LinkView>({ state: "invalid" }, { headers: PRIVATE_HEADERS });
  const result = await moderateByLink(action, params.token);
  return data(await linkView(result), { status: linkStatus(result), headers: PRIVATE_HEADERS });
}

export default function ModerationLink({ loaderData }: Route.ComponentProps) {
  return <ModerationPage view={loaderData} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Comment moderation · Wanderlust" },
  { name: "robots", content: "noindex, nofollow" },
];
