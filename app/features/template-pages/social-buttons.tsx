import type { ComponentType } from "react";
import { FacebookIcon, GoogleIcon, TwitterIcon } from "./brand-icons.tsx";

const NETWORKS: { name: string; Icon: ComponentType<{ className?: string }> }[] = [
  { name: "Facebook", Icon: FacebookIcon },
  { name: "Twitter", Icon: TwitterIcon },
  { name: "Google", Icon: GoogleIcon },
];

/** The three social sign-in buttons of the template pages: placeholder links, nothing behind them. */
export function SocialButtons() {
  return (
    <ul className="grid gap-3">
      {NETWORKS.map(({ name, Icon }) => (
        <li key={name}>
          <a
            // biome-ignore lint/a11y/useValidAnchor: a placeholder link (docs/spec.md#account-pages: no network behind it yet)
            href="#"
            className="flex w-full items-center rounded-2xl bg-neutral-100 px-4 py-3 transition hover:-translate-y-0.5 hover:bg-neutral-200/70 dark:bg-neutral-800 dark:hover:bg-neutral-700"
          >
            <Icon className="h-5 w-5 shrink-0 text-neutral-900 dark:text-white" />
            <span className="flex-1 text-center font-medium text-neutral-700 text-sm dark:text-neutral-200">
              Continue with {name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
