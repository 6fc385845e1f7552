import type { Route } from "./+types/home-grid-with-audio";
import { EmptyHome } from "./empty-state.tsx";
import {
  AdvertisementBanner,
  CategoryColumns,
  LatestArticlesPanel,
  ListenToAudio,
  TopStories,
} from "./grid-sections.tsx";
import { LatestTabs } from "./latest-tabs.tsx";

/** Home demo layout 6 (docs/spec.md#home-6). */
export function HomeGridWithAudioPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { posts, audio, columns } = loaderData;
  if (posts.length === 0) {
    return <EmptyHome />;
  }
  const [lead, ...rest] = posts.slice(0, 9);
  return (
    <main className="mx-auto max-w-7xl space-y-20 px-4 pt-8 sm:px-6 lg:space-y-28 lg:px-8">
      <h1 className="sr-only">Wanderlust: family travel stories</h1>
      <TopStories lead={lead} rest={rest} />
      <ListenToAudio audio={audio} />
      <AdvertisementBanner />
      <LatestTabs posts={posts} />
      <CategoryColumns columns={columns} />
      <LatestArticlesPanel posts={posts} />
    </main>
  );
}
