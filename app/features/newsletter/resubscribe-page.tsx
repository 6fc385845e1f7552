import { Form, Link } from "react-router";
import { WaysOn } from "#app/components/ui/ways-on.tsx";
import type { Route } from "./+types/resubscribe";
import { Address, MailLinkPage, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./mail-link-page.tsx";
import { RESUBSCRIBE_LINK_DAYS } from "./resubscribe-link.ts";

export type View =
  | { state: "confirm"; email: string }
  | { state: "resubscribed"; email: string }
  | { state: "already"; email: string }
  | { state: "invalid" };

export function ResubscribePage({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const view: View = actionData ?? loaderData;
  if (view.state === "invalid") {
    return (
      <MailLinkPage
        icon="invalid"
        title="This confirmation link is not valid"
        text={`The link may be incomplete, already used, or more than ${RESUBSCRIBE_LINK_DAYS} days old. Sign up again on the newsletter page, and we will mail you a new one.`}
        after={<WaysOn id="resubscribe-search" />}
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
