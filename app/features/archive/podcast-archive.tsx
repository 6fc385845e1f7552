import { later } from "#app/components/ui/later.tsx";
import { PODCAST_SERIES, routeMeta } from "#app/lib/seo.ts";
import { countPosts, listPosts } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/podcast-archive";
import { resolveArchive } from "./archive-data.server.ts";
import { collectionJsonLd } from "./archive-json-ld.ts";

/** docs/spec.md#constants: the podcast archive shows the first 29 posts. */
export const PODCAST_ARCHIVE_LIMIT = 29;

/** The podcast archive (/archive-3/...): the audio posts of the same sources as /archive. */
export async function loader({ request }: Route.LoaderArgs) {
  // It reads no query parameter: a redirect to its canonical path keeps none.
  const archive = await resolveArchive(request, undefined);
  const filter = { ...archive.filter, postType: "audio" as const };
  const [total, posts, taxonomies] = await Promise.all([
    countPosts(filter),
    listPosts({ filter, limit: PODCAST_ARCHIVE_LIMIT }),
    listTaxonomies(),
  ]);
  return { label: archive.label, active: archive.taxonomy, total, posts, taxonomies };
}

const PodcastArchivePage = later(() =>
  import("./podcast-archive-page.tsx").then((m) => m.PodcastArchivePage),
);

export default function PodcastArchive({ loaderData }: Route.ComponentProps) {
  return <PodcastArchivePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  // An unknown archive is the 404 page, whose head tags are the boundary's (app/features/shell/error-boundary.tsx).
  if (!loaded) return [];
  const title = `${loaded?.active ? `${loaded.active.name} · ` : ""}${PODCAST_SERIES} · Wanderlust`;
  const description = `Listen to ${PODCAST_SERIES}, family travel episodes from the Wanderlust team.`;
  return routeMeta(args, {
    title,
    description,
    image: loaded?.posts[0]?.featuredImage,
    jsonLd: collectionJsonLd(title, description, loaded?.posts),
  });
};
