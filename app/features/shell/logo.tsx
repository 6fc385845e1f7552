import { Link } from "react-router";

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 font-semibold text-neutral-900 text-xl tracking-tight dark:text-white"
    >
      <img src="/favicon.svg" alt="" width={30} height={30} className="h-[30px] w-[30px]" />
      <span>Wanderlust</span>
    </Link>
  );
}
