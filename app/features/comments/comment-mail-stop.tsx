import { data, Form } from "react-router";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import { readBodyText } from "#app/services/request-body.server.ts";
import type { Route } from "./+types/comment-mail-stop";
import { stopByToken, stopTokenState } from "./moderation.server.ts";
import { BUTTON, type LinkView, ModerationPage } from "./moderation-page.tsx";

/** Private: never stored by the page cache or a browser, never indexed (the token is a credential). */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

/**
 * GET /comments/stop/{token}, the stop link of a reader's reply notice: the confirm page, which
 * changes nothing (link scanners fetch the links in mails). A forged link, or one of an address
 * erased: 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const valid = await stopTokenState(params.token);
  return data<LinkView>(
    { state: valid ? "stop-confirm" : "invalid" },
    { status: valid ? 200 : 404, headers: PRIVATE_HEADERS },
  );
}

/**
 * POST: no more reply notices to that address, at once: the confirm button, or the RFC 8058
 * one-click POST of a mail app (`List-Unsubscribe-Post`; server/express-middleware.ts lets it in
 * whatever its Origin). The token is the credential; the body is not needed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const body = await readBodyText(request);
  if (!body.ok) {
    return data<LinkView>(
      { state: "invalid" },
      { status: body.response.status, headers: PRIVATE_HEADERS },
    );
  }
  const result = await stopByToken(params.token);
  return data<LinkView>(
    { state: result === "stopped" ? "stopped" : "invalid" },
    { status: result === "stopped" ? 200 : 404, headers: PRIVATE_HEADERS },
  );
}

export default function CommentMailStop({ loaderData, actionData }: Route.ComponentProps) {
  const view: LinkView = actionData ?? loaderData;
  return (
    <ModerationPage view={view}>
      {view.state === "stop-confirm" ? (
        <Form method="post" replace className="mt-8">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className={BUTTON}>
            Stop the reply mails
          </button>
        </Form>
      ) : null}
    </ModerationPage>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Reply mails · Wanderlust" },
  { name: "robots", content: "noindex, nofollow" },
];
