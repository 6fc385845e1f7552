import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-block.public.tsx";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";
import type { Route } from "./+types/about";

const FAST_FACTS = [
  { heading: "100,000", subHeading: "covered miles" },
  { heading: "15+", subHeading: "countries" },
];

export function AboutPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <main className="mx-auto max-w-7xl space-y-20 px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:space-y-28 lg:px-8 lg:pb-28">
      <section className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h1 className="font-semibold text-4xl text-neutral-900 tracking-tight sm:text-5xl dark:text-neutral-100">
            About Us
          </h1>
          <p className="mt-6 max-w-xl text-lg text-neutral-600 leading-relaxed dark:text-neutral-300">
            We are the Harpers: two parents, two kids and one overstuffed car boot. Wanderlust
            started as a notebook of family trips and grew into a magazine of honest stories, hotel
            reviews, galleries, videos and a podcast, written for families who would rather be on
            the road.
          </p>
        </div>
        <ResponsiveImage
          src="/media/scenes/provence-1.jpg"
          alt="Lavender fields in Provence at sunset"
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
        />
      </section>

      <section aria-labelledby="founders-heading">
        <h2
          id="founders-heading"
          className="font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100"
        >
          Founders
        </h2>
        <p className="mt-3 max-w-2xl text-neutral-500 dark:text-neutral-400">
          One family, four jobs: somebody has to write, photograph, record and review.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4 lg:gap-8">
          {loaderData.founders.map((founder) => (
            <li key={founder.authorId}>
              <Link to={`/author/${founder.firstName}`} className="group block">
                <div className="aspect-square overflow-hidden rounded-3xl bg-neutral-100 dark:bg-neutral-800">
                  <ResponsiveImage
                    src={founder.avatar}
                    alt=""
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                    sourceWidth={MEDIA_WIDTHS.avatar}
                    width={400}
                    height={400}
                    loading="lazy"
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                  />
                </div>
                <h3 className="mt-4 font-semibold text-lg text-neutral-900 group-hover:text-primary-700 dark:text-neutral-100 dark:group-hover:text-primary-300">
                  {founder.displayName}
                </h3>
              </Link>
              <p className="mt-1 text-neutral-500 text-sm dark:text-neutral-400">
                {founder.jobName}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="facts-heading"
        className="rounded-3xl bg-neutral-50 p-6 sm:p-10 lg:p-14 dark:bg-neutral-800/40"
      >
        <h2
          id="facts-heading"
          className="font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100"
        >
          Fast Facts
        </h2>
        <p className="mt-3 text-neutral-500 dark:text-neutral-400">as of Sept. 30, 2023</p>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2">
          {FAST_FACTS.map((fact) => (
            <div
              key={fact.heading}
              className="flex flex-col gap-2 rounded-3xl bg-white p-6 shadow-sm dark:bg-neutral-800 dark:shadow-none"
            >
              <dt className="text-neutral-500 dark:text-neutral-400">{fact.subHeading}</dt>
              <dd className="-order-1 font-semibold text-4xl text-primary-700 sm:text-5xl dark:text-primary-300">
                {fact.heading}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <NewsletterBlock />
    </main>
  );
}
