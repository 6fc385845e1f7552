import { data, Form, useNavigation } from "react-router";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import { readFields } from "#app/services/request-body.server.ts";
import type { Route } from "./+types/moderation-reply";
import { linkStatus, linkView, replyByLink, replyLinkState } from "./moderation.server.ts";
import { BUTTON, type LinkView, ModerationPage } from "./moderation-page.tsx";
import { REPLY_LENGTH } from "./reply-text.ts";

/** Private: never stored by the page cache or a browser, never indexed (the token is a credential). */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

/**
 * GET /comments/reply/{token}, the Reply link of the owners' moderation mail: the comment and a
 * text box, while the link works (it changes nothing: a link scanner may open it).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await replyLinkState(params.token);
  return data(await linkView(result), { status: linkStatus(result), headers: PRIVATE_HEADERS });
}

/**
 * POST: the owners' reply, approved at once beneath the comment (approved with it), marked as the
 * post author's; the link is then used. An empty or overlong reply: 400 and the form again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const body = await readFields(request);
  if (!body.ok) {
    return data<LinkView>(
      { state: "invalid" },
      { status: body.response.status, headers: PRIVATE_HEADERS },
    );
  }
  const text = typeof body.fields.reply === "string" ? body.fields.reply : "";
  const result = await replyByLink(params.token, text);
  if (result.state === "problem") {
    const view = await linkView({ state: "open", comment: result.comment });
    return data<LinkView>(
      { ...view, problem: result.message },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  return data(await linkView(result), { status: linkStatus(result), headers: PRIVATE_HEADERS });
}

export default function ModerationReply({ loaderData, actionData }: Route.ComponentProps) {
  const view: LinkView = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <ModerationPage view={view}>
      {view.state === "reply-form" ? (
        <Form method="post" className="mt-8 w-full text-left">
          <label htmlFor="reply" className="font-medium text-neutral-900 dark:text-neutral-100">
            Your reply (shown under your name as the author)
          </label>
          <textarea
            id="reply"
            name="reply"
            required
            rows={6}
            minLength={REPLY_LENGTH.min}
            maxLength={REPLY_LENGTH.max}
            aria-invalid={view.problem ? true : undefined}
            aria-describedby={view.problem ? "reply-problem" : undefined}
            className="mt-2 block w-full rounded-2xl border border-neutral-300 bg-white p-4 text-neutral-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100"
          />
          {view.problem ? (
            <p id="reply-problem" role="alert" className="mt-2 text-red-700 dark:text-red-300">
              {view.problem}
            </p>
          ) : null}
          <button type="submit" className={`${BUTTON} mt-4`} disabled={busy}>
            Post the reply
          </button>
        </Form>
      ) : null}
    </ModerationPage>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Reply to a comment · Wanderlust" },
  { name: "robots", content: "noindex, nofollow" },
];
