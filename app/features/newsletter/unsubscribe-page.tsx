import { Form, Link } from "react-router";
import { WaysOn } from "#app/components/ui/ways-on.tsx";
import type { Route } from "./+types/unsubscribe";
import { Address, MailLinkPage, PRIMARY_BUTTON, SECONDARY_BUTTON } from "./mail-link-page.tsx";

export type View =
  | { state: "confirm"; email: string }
  | { state: "unsubscribed"; email: string }
  | { state: "already"; email: string }
  | { state: "invalid" };

export function UnsubscribePage({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const view: View = actionData ?? loaderData;
  if (view.state === "invalid") {
    return (
      <MailLinkPage
        icon="invalid"
        title="This unsubscribe link is not valid"
        text={
          <>
            The link may be incomplete, or it is from an older letter. Use the link in the latest
            letter you received, or{" "}
            <Link
              to="/contact"
              className="font-medium text-primary-700 underline dark:text-primary-300"
            >
              write to us from the contact page
            </Link>
            .
          </>
        }
        after={<WaysOn id="unsubscribe-search" />}
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
