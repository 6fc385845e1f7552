import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="logo">
      <img src="/favicon.svg" alt="" width={30} height={30} className="h-[30px] w-[30px]" />
      <span>Wanderlust</span>
    </Link>
  );
}
