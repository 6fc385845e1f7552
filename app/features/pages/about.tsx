import { later } from "#app/components/ui/later.tsx";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import type { Route } from "./+types/about";

/** The four Harpers (the founder authors of content/authors.json), in family order. */
const FOUNDERS = ["Daniel", "Sofia", "Leo", "Mia"];

export async function loader() {
  const authors = await listAuthors();
  const founders = FOUNDERS.flatMap((name) => authors.filter((a) => a.firstName === name));
  return { founders };
}

const AboutPage = later(() => import("./about-page.tsx").then((m) => m.AboutPage));

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const title = "About Us · Wanderlust";
  const description =
    "Meet the Harpers, the family behind Wanderlust: 100,000 miles and 15+ countries of travel stories, reviews and podcasts.";
  return routeMeta(args, {
    title,
    description,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd("AboutPage", { name: title, description, path }, siteUrl),
    ],
  });
};
