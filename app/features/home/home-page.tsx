import type { CardPost, SmallCardPost, Taxonomy } from "#app/lib/types.ts";
import { HeroSlider } from "./hero-slider.tsx";
import { HomeSidebar } from "./home-sidebar.tsx";
import { LatestArticles } from "./latest-articles.tsx";
import { PlanTrip } from "./plan-trip.tsx";

/** What the home shows (loaded by app/features/home/home-data.server.ts for /, /home-2 and /home-3). */
export interface HomeData {
  posts: CardPost[];
  page: number;
  pages: number;
  showAll: boolean;
  /** The sidebar's 'More tags' and 'Trending topics' (app/components/ui/widgets/topic-picks.ts). */
  tags: Taxonomy[];
  topics: Taxonomy[];
  /** No taxonomy at all yet (the content is not imported): the sidebar says so. */
  noTaxonomies: boolean;
  popular: SmallCardPost[];
}

/** The home layout: hero, latest articles and the sidebar, then the way into the trip finder. */
export function HomePage({ data }: { data: HomeData }) {
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="pt-6 sm:pt-10">
        <HeroSlider />
      </div>
      <div className="mt-14 grid gap-12 lg:mt-20 lg:grid-cols-3 xl:gap-16">
        <div className="lg:col-span-2">
          <LatestArticles
            posts={data.posts}
            page={data.page}
            pages={data.pages}
            showAll={data.showAll}
          />
        </div>
        <aside className="lg:col-span-1">
          <HomeSidebar
            tags={data.tags}
            topics={data.topics}
            noTaxonomies={data.noTaxonomies}
            popular={data.popular}
          />
        </aside>
      </div>
      <div className="mt-16 sm:mt-20">
        <PlanTrip />
      </div>
    </main>
  );
}
