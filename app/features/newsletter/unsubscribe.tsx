import { data, Form, Link } from "react-router";
import {
  Address,
  MAIL_LINK_HEADERS,
  MailLinkPage,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from "#app/features/newsletter/mail-link-page.tsx";
import {
  checkUnsubscribeToken,
  unsubscribeByToken,
} from "#app/features/newsletter/newsletter.server.ts";
import { readBodyText } from "#app/lib/http.server.ts";
import type { Route } from "./+types/unsubscribe";

type View =
  | { state: "confirm"; email: string }
  | { state: "unsubscribed"; email: string }
  | { state: "already"; email: string }
  | { state: "invalid" };

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

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData;
  if (view.state === "invalid") {
    return (
      <MailLinkPage
        icon="invalid"
        title="This unsubscribe link is not valid"
        text="The link may be incomplete, or it is from an older letter. Use the link in the latest letter you received, or write to us from the contact page."
      >
        <Link to="/" className={PRIMARY_BUTTON}>
          Return Home Page
        </Link>
      </MailLinkPage>
    );
  }
  if (view.state === "confirm") {
    return (
      <MailLinkPage
        icon="confirm"
        title="Unsubscribe from the newsletter?"
        text={
          <>
            <Address email={view.email} /> will get no more letters from Wanderlust.
          </>
        }
      >
        <Form method="post" replace>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className={PRIMARY_BUTTON}>
            Unsubscribe
          </button>
        </Form>
        <Link to="/" className={SECONDARY_BUTTON}>
          Stay subscribed
        </Link>
      </MailLinkPage>
    );
  }
  return (
    <MailLinkPage
      icon="done"
      title={
        view.state === "unsubscribed"
          ? "You have been unsubscribed"
          : "You are already unsubscribed"
      }
      text={
        view.state === "unsubscribed" ? (
          <>
            <Address email={view.email} /> is off the list: we will send it no more newsletters.
            Changed your mind? You can subscribe again at any time.
          </>
        ) : (
          <>
            <Address email={view.email} /> is not on our list any more: there is nothing more to do.
          </>
        )
      }
    >
      <Link to="/" className={PRIMARY_BUTTON}>
        Return Home Page
      </Link>
      <Link to="/newsletter" className={SECONDARY_BUTTON}>
        Subscribe again
      </Link>
    </MailLinkPage>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe · Wanderlust" },
  { name: "robots", content: "noindex" },
];
