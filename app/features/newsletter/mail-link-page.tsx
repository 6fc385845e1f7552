import type { ReactNode } from "react";
import {
  CheckCircleIcon,
  EnvelopeIcon,
  ExclamationTriangleIcon,
} from "#app/components/ui/icons/outline.tsx";

/** The pages a newsletter mail's link opens (unsubscribe, resubscribe): never cached or indexed. */
export const MAIL_LINK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

export const PRIMARY_BUTTON =
  "inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";
export const SECONDARY_BUTTON =
  "inline-flex rounded-full bg-neutral-100 px-6 py-3 font-medium text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700";

const ICONS = { invalid: ExclamationTriangleIcon, confirm: EnvelopeIcon, done: CheckCircleIcon };

/** The address a page names, set off from its sentence. */
export function Address({ email }: { email: string }) {
  return <strong className="font-medium text-neutral-900 dark:text-neutral-100">{email}</strong>;
}

/**
 * One mail link page: the state's icon (the link is not valid, a question to confirm, or done),
 * the title, a sentence, the buttons, and what comes after them (the ways on of a link that is not
 * valid).
 */
export function MailLinkPage({
  icon,
  title,
  text,
  children,
  after,
}: {
  icon: keyof typeof ICONS;
  title: string;
  text: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  const Icon = ICONS[icon];
  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/15 dark:text-primary-300">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-8 font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100">
        {title}
      </h1>
      <p className="mt-4 max-w-md text-neutral-600 dark:text-neutral-300">{text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">{children}</div>
      {after}
    </main>
  );
}
