import type { ReactNode } from "react";
import { DemoNote } from "./demo-note.tsx";

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}

/** The centred shell of the login, sign-up, forgot-password and subscription pages. */
export function AuthLayout({ title, subtitle, children, wide = false }: Props) {
  return (
    <main className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 sm:pt-20 lg:px-8 lg:pb-28">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl dark:text-neutral-100">
          {title}
        </h1>
        {subtitle && (
          <p className="mt-3 text-neutral-500 sm:text-lg dark:text-neutral-400">{subtitle}</p>
        )}
        <DemoNote className="mt-5" />
      </header>
      <div className={`mx-auto mt-10 sm:mt-14 ${wide ? "max-w-6xl" : "max-w-md"}`}>{children}</div>
    </main>
  );
}
