import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { BellIcon } from "@heroicons/react/24/outline";
import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { NOTIFICATIONS } from "#app/lib/navigation.ts";

export function NotificationsPopover() {
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label="Notifications"
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-neutral-600 outline-none transition hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-neutral-300 dark:hover:bg-neutral-800"
      >
        <BellIcon className="h-6 w-6" aria-hidden="true" />
        <span
          className="absolute top-2 right-2.5 h-2 w-2 rounded-full bg-sky-500"
          aria-hidden="true"
        />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 8 }}
        className="z-50 w-80 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/5 dark:bg-neutral-800 dark:ring-white/10"
      >
        {({ close }) => (
          <>
            <p className="px-2 pb-2 font-semibold text-lg">Notifications</p>
            <ul>
              {NOTIFICATIONS.map((n) => (
                <li key={n.name}>
                  <Link
                    to={n.href}
                    onClick={() => close()}
                    className="flex gap-3 rounded-xl p-2 transition hover:bg-neutral-100 dark:hover:bg-neutral-700"
                  >
                    <Avatar name={n.name} src={n.avatar} size="md" />
                    <span className="text-sm">
                      <span className="font-medium">{n.name}</span>{" "}
                      <span className="text-neutral-600 dark:text-neutral-300">
                        {n.description}
                      </span>
                      <span className="mt-1 block text-neutral-400 text-xs">{n.time}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
