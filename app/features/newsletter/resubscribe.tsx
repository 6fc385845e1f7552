import { data } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { readBodyText } from "#app/services/request-body.server.ts";
import type { Route } from "./+types/resubscribe";
import { MAIL_LINK_HEADERS } from "./mail-link-page.tsx";
import { checkResubscribeToken, resubscribeByToken } from "./newsletter.server.ts";
import type { View } from "./resubscribe-page.tsx";

/** Never cached: the page says where the address stands now. */
export const headers: Route.HeadersFunction = () => MAIL_LINK_HEADERS;

/**
 * GET: the confirm page, which changes nothing (link scanners fetch the links in mails). A
 * forged, stale or used-up token: 404, nobody named.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const checked = await checkResubscribeToken(params.token);
  if (checked.state === "invalid") return data<View>({ state: "invalid" }, { status: 404 });
  const view: View =
    checked.state === "confirm"
      ? { state: "confirm", email: checked.email }
      : { state: "already", email: checked.email };
  return data(view);
}

/**
 * POST: puts the address back on the list at once: the confirm button's form, or a one-click
 * POST to the link as the unsubscribe link takes one. The token is the credential; the body is
 * not needed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const body = await readBodyText(request);
  if (!body.ok) return data<View>({ state: "invalid" }, { status: body.response.status });
  const result = await resubscribeByToken(params.token);
  if (result.state === "invalid") return data<View>({ state: "invalid" }, { status: 404 });
  return data<View>({ state: result.state, email: result.email });
}

const ResubscribePage = later(() =>
  import("./resubscribe-page.tsx").then((m) => m.ResubscribePage),
);

export default function Resubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <ResubscribePage loaderData={loaderData} actionData={actionData} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Subscribe again · Wanderlust" },
  { name: "robots", content: "noindex" },
];
