import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { Spinner } from "#app/components/ui/forms/button.tsx";
import { HoneypotField } from "#app/components/ui/forms/honeypot-field.tsx";
import { useFlash } from "#app/components/ui/forms/use-flash.ts";
import { useHydrated } from "#app/components/ui/forms/use-hydrated.ts";
import {
  ArrowRightIcon,
  CheckCircleIcon,
  ExclamationCircleIcon,
  InformationCircleIcon,
} from "#app/components/ui/icons/outline.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";
import {
  NEWSLETTER_ACTION,
  NEWSLETTER_MESSAGES,
  type NewsletterOutcome,
  RETURN_FIELD,
  subscribeToNewsletter,
} from "./newsletter-form.ts";

interface Props {
  heading?: string;
  pitch?: string;
  image?: string;
  className?: string;
  /** The outcome to show first: the /newsletter page's, after the form was posted without JS. */
  initial?: NewsletterOutcome;
  /** The page the /newsletter page links back to (default: this one). */
  returnTo?: string;
}

/**
 * The newsletter sign-up block (docs/spec.md#newsletter, #states, #calls, #errors): look up the
 * address, subscribe it when new, and show the outcome for 3 s (success, exists) or 8 s (errors).
 * With JavaScript the flow calls /api; without, the browser posts the form to the /newsletter route
 * action, which does the same and shows the outcome on its page.
 */
export function NewsletterBlock({
  heading = "Join our newsletter",
  pitch = "One letter a month from the road: new family stories, honest hotel reviews and the podcast. No spam, unsubscribe any time.",
  image = "/media/scenes/santorini-2.jpg",
  className = "",
  initial,
  returnTo,
}: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [loading, setLoading] = useState(false);
  const flash = useFlash<NewsletterOutcome>(
    initial ? { value: initial, ms: initial.clearAfterMs } : null,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    flash.clear();
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const outcome = await subscribeToNewsletter(email, fetch, typeof trap === "string" ? trap : "");
    setLoading(false);
    setEmail("");
    flash.show(outcome, outcome.clearAfterMs);
  }

  const outcome = flash.value;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`relative overflow-hidden rounded-3xl bg-neutral-100 dark:bg-neutral-800/60 ${className}`}
    >
      <div className="grid items-center gap-10 p-6 sm:p-10 lg:grid-cols-2 lg:gap-16 lg:p-14">
        <div>
          <h2
            id={`${id}-heading`}
            className="font-semibold text-2xl text-neutral-900 tracking-tight sm:text-4xl dark:text-neutral-100"
          >
            {heading}
          </h2>
          <p className="mt-4 max-w-lg text-neutral-600 dark:text-neutral-300">{pitch}</p>
          <ul className="mt-6 space-y-3 text-neutral-700 text-sm dark:text-neutral-200">
            <li className="flex items-center gap-3">
              <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 text-xs dark:bg-primary-500/25 dark:text-primary-100">
                01
              </span>
              First look at new destinations and reviews
            </li>
            <li className="flex items-center gap-3">
              <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-pink-100 font-semibold text-pink-800 text-xs dark:bg-pink-500/25 dark:text-pink-100">
                02
              </span>
              Packing lists and tips for travelling with kids
            </li>
          </ul>
          <form
            method="post"
            action={NEWSLETTER_ACTION}
            onSubmit={onSubmit}
            data-hydrated={hydrated || undefined}
            className="relative mt-8 max-w-md"
          >
            <HoneypotField />
            <input type="hidden" name={RETURN_FIELD} value={returnTo ?? location.pathname} />
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              placeholder="Enter your email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="block w-full rounded-full border border-neutral-200 bg-white py-3.5 pr-16 pl-5 text-neutral-900 text-sm shadow-sm placeholder:text-neutral-400 focus:border-primary-400 focus:outline-none focus:ring-3 focus:ring-primary-200/60 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:focus:ring-primary-500/30"
            />
            <button
              type="submit"
              disabled={loading}
              aria-busy={loading || undefined}
              aria-label="Subscribe"
              className="absolute top-1/2 right-1.5 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-primary-600 text-white transition hover:bg-primary-700 disabled:cursor-not-allowed disabled:bg-primary-400"
            >
              {loading ? (
                <Spinner className="h-5 w-5" />
              ) : (
                <ArrowRightIcon aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          </form>
          <div role="status" aria-live="polite" className="mt-4 min-h-6 max-w-md text-sm">
            {outcome?.state === "success" && (
              <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-300">
                <CheckCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {outcome.message}
              </p>
            )}
            {outcome?.state === "exists" && (
              <p className="flex items-center gap-2 font-medium text-primary-700 dark:text-primary-200">
                <InformationCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {outcome.message}
              </p>
            )}
            {outcome?.state === "error" && (
              <div className="rounded-2xl bg-red-50 px-4 py-3 text-red-800 dark:bg-red-500/15 dark:text-red-200">
                <p className="flex items-center gap-2 font-medium">
                  <ExclamationCircleIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {NEWSLETTER_MESSAGES.errorBanner}
                </p>
                <p className="mt-1 pl-7">{outcome.message}</p>
                {outcome.detail && <p className="mt-1 pl-7">{outcome.detail}</p>}
              </div>
            )}
          </div>
        </div>
        <div className="relative hidden lg:block">
          <ResponsiveImage
            src={image}
            alt=""
            sizes="(min-width: 1280px) 600px, 50vw"
            width={1200}
            height={800}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
          />
        </div>
      </div>
    </section>
  );
}
