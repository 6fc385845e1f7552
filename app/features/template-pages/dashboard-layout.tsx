import { Outlet } from "react-router";
import { passRetryAfter } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/dashboard-layout";
import { discardDemoForm } from "./demo-form.server.ts";
import { DemoFormRefusal } from "./demo-form.tsx";
import { DemoNote } from "./demo-note.tsx";
import { SideMenu } from "./side-menu.tsx";
import { templateMeta } from "./template-meta.ts";

/** A form posted to /dashboard without JavaScript lands here (not on the index route). */
export const action = discardDemoForm;
export const headers = passRetryAfter;

/** The shared dashboard shell: title, text, side menu and the current panel. */
export default function DashboardLayout() {
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8 lg:pb-28">
      <header className="max-w-2xl">
        <h1 className="font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl dark:text-neutral-100">
          Dash board
        </h1>
        <p className="mt-3 text-neutral-500 sm:text-lg dark:text-neutral-400">
          View your dashboard, manage your posts, subscription and edit and profile.
        </p>
        <DemoNote className="mt-4" />
      </header>
      <div className="mt-10 flex flex-col gap-8 lg:flex-row lg:gap-12">
        <SideMenu />
        <div className="min-w-0 flex-1 rounded-3xl border border-neutral-200 p-5 sm:p-8 dark:border-neutral-700">
          {/* A form posted to /dashboard itself: this route's action answered. */}
          <DemoFormRefusal className="mb-6 block" />
          <Outlet />
        </div>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = () =>
  templateMeta("Dashboard", "The Wanderlust dashboard (demo page).");
