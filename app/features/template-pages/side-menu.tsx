import type { ComponentType, SVGProps } from "react";
import { Link, NavLink } from "react-router";
import {
  ArrowRightStartOnRectangleIcon,
  CreditCardIcon,
  DocumentTextIcon,
  MapPinIcon,
  PencilSquareIcon,
  Squares2X2Icon,
  UserCircleIcon,
} from "#app/components/ui/icons/outline.tsx";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const DASHBOARD_MENU: { name: string; href: string; Icon: Icon }[] = [
  { name: "Dash board", href: "/dashboard", Icon: Squares2X2Icon },
  { name: "Posts", href: "/dashboard/posts", Icon: DocumentTextIcon },
  { name: "Edit profile", href: "/dashboard/edit-profile", Icon: UserCircleIcon },
  { name: "Subscription", href: "/dashboard/subscription", Icon: CreditCardIcon },
  { name: "Billing address", href: "/dashboard/billing-address", Icon: MapPinIcon },
  { name: "Submit post", href: "/dashboard/submit-post", Icon: PencilSquareIcon },
];

const ITEM =
  "flex items-center gap-3 whitespace-nowrap rounded-xl px-4 py-2.5 font-medium text-sm transition";

/** The dashboard side menu: a grid of items on small screens, a column from large screens up. */
export function SideMenu() {
  return (
    <nav aria-label="Dashboard" className="lg:w-60 lg:shrink-0">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:flex lg:flex-col">
        {DASHBOARD_MENU.map(({ name, href, Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end
              className={({ isActive }) =>
                `${ITEM} ${
                  isActive
                    ? "bg-primary-50 text-primary-800 dark:bg-primary-500/20 dark:text-primary-100"
                    : "text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white"
                }`
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              {name}
            </NavLink>
          </li>
        ))}
        <li className="lg:mt-4 lg:border-neutral-200 lg:border-t lg:pt-4 dark:lg:border-neutral-700">
          <Link
            to="/"
            className={`${ITEM} text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white`}
          >
            <ArrowRightStartOnRectangleIcon aria-hidden="true" className="h-5 w-5" />
            Sign out
          </Link>
        </li>
      </ul>
    </nav>
  );
}
