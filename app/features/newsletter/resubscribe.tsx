import { data, Form, Link } from "react-router";
import {
  CheckCircleIcon,
  EnvelopeIcon,
  ExclamationTriangleIcon,
} from "#app/components/ui/icons/outline.tsx";
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
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

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

const PRIMARY =
  "inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";
const SECONDARY =
  "inline-flex rounded-full bg-neutral-100 px-6 py-3 font-medium text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700";

/** /resubscribe/{token}: the confirmation mail's link back onto the list (docs/newsletter.md). */
export default function Resubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view: View = actionData ?? loaderData;
  const Icon =
    view.state === "invalid"
      ? ExclamationTriangleIcon
      : view.state === "confirm"
        ? EnvelopeIcon
        : CheckCircleIcon;
  const address =
    view.state === "invalid" ? null : (
      <strong className="font-medium text-neutral-900 dark:text-neutral-100">{view.email}</strong>
    );
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-8 font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100">
        {view.state === "confirm"
          ? "Subscribe to the newsletter again?"
          : view.state === "resubscribed"
            ? "Welcome back!"
            : view.state === "already"
              ? "You are already subscribed"
              : "This confirmation link is not valid"}
      </h1>
      <p className="mt-4 max-w-md text-neutral-600 dark:text-neutral-300">
        {view.state === "confirm" ? (
          <>
            {address} will get letters from Wanderlust again: new stories from our family travels,
            now and then. You can leave again at any time.
          </>
        ) : view.state === "resubscribed" ? (
          <>{address} is back on our list: our next letter will reach it. Happy travels!</>
        ) : view.state === "already" ? (
          <>{address} is on our list: there is nothing more to do.</>
        ) : (
          `The link may be incomplete, already used, or more than ${RESUBSCRIBE_LINK_DAYS} days old. Sign up again on the newsletter page, and we will mail you a new one.`
        )}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {view.state === "confirm" ? (
          <Form method="post" replace>
            <button type="submit" className={PRIMARY}>
              Subscribe again
            </button>
          </Form>
        ) : null}
        <Link to="/" className={view.state === "confirm" ? SECONDARY : PRIMARY}>
          {view.state === "confirm" ? "No, thanks" : "Return Home Page"}
        </Link>
        {view.state === "invalid" ? (
          <Link to="/newsletter" className={SECONDARY}>
            Newsletter page
          </Link>
        ) : null}
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Subscribe again · Wanderlust" },
  { name: "robots", content: "noindex" },
];
