import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { BellIcon } from "#app/components/ui/icons/outline.tsx";
import { Popover } from "#app/components/ui/popover.tsx";
import { NOTIFICATIONS } from "./navigation.ts";

export function NotificationsPopover() {
  return (
    <Popover
      label="Notifications"
      buttonClassName="header-popover-button"
      button={
        <>
          <BellIcon className="h-6 w-6" aria-hidden="true" />
          <span
            className="absolute top-2 right-2.5 h-2 w-2 rounded-full bg-sky-500"
            aria-hidden="true"
          />
        </>
      }
    >
      {(close) => (
        <div className="p-4">
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
                    <span className="text-neutral-600 dark:text-neutral-300">{n.description}</span>
                    <span className="mt-1 block text-neutral-500 text-xs dark:text-neutral-400">
                      {n.time}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Popover>
  );
}
