import { data, Form, Link } from "react-router";
import {
  Address,
  MAIL_LINK_HEADERS,
  MailLinkPage,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from "#app/features/newsletter/mail-link-page.tsx";
import {
  checkResubscribeToken,
  resubscribeByToken,
} from "#app/features/newsletter/newsletter.server.ts";
import { RESUBSCRIBE_LINK_DAYS } from "#app/features/newsletter/resubscribe-link.ts";
import { readBodyText } from "#app/lib/http.server.ts";
import type { Route } from "./+types/resubscribe";

type View =
  | { state: "confirm"; email: string }
  | { state: "resubscribed"; email: string }
  | { state: "already"; email: string }
  | { state: "invalid" };

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

export default function Resubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData;
  if (view.state === "invalid") {
    return (
      <MailLinkPage
        icon="invalid"
        title="This confirmation link is not valid"
        text={`The link may be incomplete, already used, or more than ${RESUBSCRIBE_LINK_DAYS} days old. Sign up again on the newsletter page, and we will mail you a new one.`}
      >
        <Link to="/" className={PRIMARY_BUTTON}>
          Return Home Page
        </Link>
        <Link to="/newsletter" className={SECONDARY_BUTTON}>
          Newsletter page
        </Link>
      </MailLinkPage>
    );
  }
  if (view.state === "confirm") {
    return (
      <MailLinkPage
        icon="confirm"
        title="Subscribe to the newsletter again?"
        text={
          <>
            <Address email={view.email} /> will get letters from Wanderlust again: new stories from
            our family travels, now and then. You can leave again at any time.
          </>
        }
      >
        <Form method="post" replace>
          <button type="submit" className={PRIMARY_BUTTON}>
            Subscribe again
          </button>
        </Form>
        <Link to="/" className={SECONDARY_BUTTON}>
          No, thanks
        </Link>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkPage
      icon="done"
      title={view.state === "resubscribed" ? "Welcome back!" : "You are already subscribed"}
      text={
        view.state === "resubscribed" ? (
          <>
            <Address email={view.email} /> is back on our list: our next letter will reach it. Happy
            travels!
          </>
        ) : (
          <>
            <Address email={view.email} /> is on our list: there is nothing more to do.
          </>
        )
      }
    >
      <Link to="/" className={PRIMARY_BUTTON}>
        Return Home Page
      </Link>
    </MailLinkPage>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Subscribe again · Wanderlust" },
  { name: "robots", content: "noindex" },
];
