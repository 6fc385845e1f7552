import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/nav/site-footer.tsx";
import { SiteHeader } from "#app/components/nav/site-header.tsx";

/** The chrome around every reader page: sticky header, page, footer. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
