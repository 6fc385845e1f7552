import { Link, NavLink } from "react-router";

const MENU = [
  { name: "Home", href: "/" },
  { name: "Travel Blogs", href: "/archive/summary" },
  { name: "Hotel Reviews", href: "/archive/reviews/hotels/summary" },
  { name: "Search", href: "/search" },
  { name: "About", href: "/about" },
  { name: "Contact", href: "/contact" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-neutral-200 border-b bg-white/90 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 font-semibold text-xl tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Wanderlust</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MENU.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              end
              className={({ isActive }) =>
                `rounded-full px-4 py-2 font-medium text-sm transition ${
                  isActive
                    ? "bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-white"
                    : "text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800"
                }`
              }
            >
              {item.name}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
