import { data, Form, Link } from "react-router";
import {
  CheckCircleIcon,
  EnvelopeIcon,
  ExclamationTriangleIcon,
} from "#app/components/ui/icons/outline.tsx";
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
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

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

const PRIMARY =
  "inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";
const SECONDARY =
  "inline-flex rounded-full bg-neutral-100 px-6 py-3 font-medium text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700";

/** /unsubscribe/{token}: the newsletter's unsubscribe page (docs/newsletter.md). */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData;
  const Icon =
    view.state === "invalid"
      ? ExclamationTriangleIcon
      : view.state === "confirm"
        ? EnvelopeIcon
        : CheckCircleIcon;
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-8 font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100">
        {view.state === "confirm"
          ? "Unsubscribe from the newsletter?"
          : view.state === "unsubscribed"
            ? "You have been unsubscribed"
            : view.state === "already"
              ? "You are already unsubscribed"
              : "This unsubscribe link is not valid"}
      </h1>
      <p className="mt-4 max-w-md text-neutral-600 dark:text-neutral-300">
        {view.state === "confirm" ? (
          <>
            <strong className="font-medium text-neutral-900 dark:text-neutral-100">
              {view.email}
            </strong>{" "}
            will get no more letters from Wanderlust.
          </>
        ) : view.state === "unsubscribed" ? (
          <>
            <strong className="font-medium text-neutral-900 dark:text-neutral-100">
              {view.email}
            </strong>{" "}
            is off the list: we will send it no more newsletters. Changed your mind? You can
            subscribe again at any time.
          </>
        ) : view.state === "already" ? (
          <>
            <strong className="font-medium text-neutral-900 dark:text-neutral-100">
              {view.email}
            </strong>{" "}
            is not on our list any more: there is nothing more to do.
          </>
        ) : (
          "The link may be incomplete, or it is from an older letter. Use the link in the latest letter you received, or write to us from the contact page."
        )}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {view.state === "confirm" ? (
          <Form method="post" replace>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className={PRIMARY}>
              Unsubscribe
            </button>
          </Form>
        ) : null}
        <Link to="/" className={view.state === "confirm" ? SECONDARY : PRIMARY}>
          {view.state === "confirm" ? "Stay subscribed" : "Return Home Page"}
        </Link>
        {view.state === "unsubscribed" || view.state === "already" ? (
          <Link to="/newsletter" className={SECONDARY}>
            Subscribe again
          </Link>
        ) : null}
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe · Wanderlust" },
  { name: "robots", content: "noindex" },
];
