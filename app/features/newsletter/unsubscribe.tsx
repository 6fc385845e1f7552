import { data } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { readBodyText } from "#app/services/request-body.server.ts";
import type { Route } from "./+types/unsubscribe";
import { MAIL_LINK_HEADERS } from "./mail-link-page.tsx";
import { checkUnsubscribeToken, unsubscribeByToken } from "./newsletter.server.ts";
import type { View } from "./unsubscribe-page.tsx";

/** Never cached: the page says where the address stands now. */
export const headers: Route.HeadersFunction = () => MAIL_LINK_HEADERS;

/**
 * GET: the confirm page, which changes nothing (link scanners fetch the links in mails). A
 * forged or stale token: 404, nobody named.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const checked = await checkUnsubscribeToken(params.token);
  if (checked.state === "invalid") return data<View>({ state: "invalid" }, { status: 404 });
  const view: View =
    checked.state === "subscribed"
      ? { state: "confirm", email: checked.email }
      : { state: "already", email: checked.email };
  return data(view);
}

/**
 * POST: unsubscribes at once, the RFC 8058 one-click path mail providers use (a form body
 * `List-Unsubscribe=One-Click`, from their servers; server/express-app.ts lets it in whatever its
 * Origin) and the confirm button's form. The token is the credential; the body is not needed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const body = await readBodyText(request);
  if (!body.ok) return data<View>({ state: "invalid" }, { status: body.response.status });
  const result = await unsubscribeByToken(params.token);
  if (result.state === "invalid") return data<View>({ state: "invalid" }, { status: 404 });
  return data<View>({ state: result.state, email: result.email });
}

const UnsubscribePage = later(() =>
  import("./unsubscribe-page.tsx").then((m) => m.UnsubscribePage),
);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage loaderData={loaderData} actionData={actionData} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe · Wanderlust" },
  { name: "robots", content: "noindex" },
];
