import { EnvelopeIcon } from "#app/components/ui/icons/outline.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SocialMark } from "#app/components/ui/social-icon.tsx";
import type { Route } from "./+types/contact";
import { ContactForm } from "./contact-form.tsx";

const INFO_EMAIL = "hello@wanderlust.example";

/** One treatment for the four marks: the site's monochrome set, in the link's text colour. */
const SOCIALS = [
  { name: "Facebook", id: "facebook" },
  { name: "X (Twitter)", id: "twitter" },
  { name: "Instagram", id: "instagram" },
  { name: "YouTube", id: "youtube" },
] as const;

export function ContactPage({ actionData }: Pick<Route.ComponentProps, "actionData">) {
  return (
    <main className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:px-8 lg:pb-28">
      <header className="max-w-2xl">
        <p className="font-medium text-primary-700 text-sm uppercase tracking-wider dark:text-primary-300">
          Contact
        </p>
        <h1 className="mt-2 font-semibold text-4xl text-neutral-900 tracking-tight sm:text-5xl dark:text-neutral-100">
          Don't be a stranger
        </h1>
        <p className="mt-4 text-lg text-neutral-600 dark:text-neutral-300">
          Questions about a trip, a hotel we reviewed, or an idea for a story? Write to us: we read
          every message, usually between two train rides.
        </p>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-5 lg:gap-16">
        <aside className="space-y-8 lg:col-span-2">
          <div>
            <h2 className="font-semibold text-neutral-900 text-sm uppercase tracking-wider dark:text-neutral-100">
              Email
            </h2>
            <a
              href={`mailto:${INFO_EMAIL}`}
              className="mt-2 inline-flex items-center gap-2 text-neutral-600 hover:text-primary-700 dark:text-neutral-300 dark:hover:text-primary-300"
            >
              <EnvelopeIcon aria-hidden="true" className="h-5 w-5" />
              {INFO_EMAIL}
            </a>
          </div>
          <div>
            <h2 className="font-semibold text-neutral-900 text-sm uppercase tracking-wider dark:text-neutral-100">
              Socials
            </h2>
            <ul className="mt-3 flex gap-3">
              {SOCIALS.map(({ name, id }) => (
                <li key={name}>
                  <a
                    // biome-ignore lint/a11y/useValidAnchor: a placeholder link (docs/spec.md#account-pages: no network behind it yet)
                    href="#"
                    aria-label={name}
                    title={name}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-neutral-100 text-neutral-700 transition hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700"
                  >
                    <SocialMark id={id} className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <ResponsiveImage
            src="/media/scenes/amsterdam-2.jpg"
            alt=""
            sizes="(min-width: 1280px) 480px, 40vw"
            width={1200}
            height={800}
            loading="lazy"
            className="hidden aspect-[4/3] w-full rounded-3xl object-cover lg:block"
          />
        </aside>
        <section
          aria-label="Contact form"
          className="rounded-3xl border border-neutral-200 p-6 sm:p-10 lg:col-span-3 dark:border-neutral-700"
        >
          <ContactForm initial={actionData} />
        </section>
      </div>
    </main>
  );
}
