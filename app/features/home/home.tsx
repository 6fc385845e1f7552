import { later } from "#app/components/ui/later.tsx";
import { websiteJsonLd } from "#app/lib/json-ld.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";
import { loadHome } from "./home-data.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadHome(request);
}

const HomePage = later(() => import("./home-page.tsx").then((m) => m.HomePage));

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.home };

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Family travel blog and magazine",
    description:
      "Family travel stories, honest hotel reviews, photo galleries, films and a podcast from the Harpers and friends.",
    query: QUERY.home,
    jsonLd: websiteJsonLd,
  });
