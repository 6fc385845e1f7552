import { Link } from "react-router";

export function SiteFooter() {
  return (
    <footer className="mt-24 border-neutral-200 border-t bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-950/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 text-neutral-500 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-neutral-400">
        <Link to="/" className="font-semibold text-neutral-800 dark:text-neutral-200">
          Wanderlust
        </Link>
        <p>Family travel stories, hotel reviews and podcasts since 2021.</p>
      </div>
    </footer>
  );
}
