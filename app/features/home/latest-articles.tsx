import { useLocation, useNavigation } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import type { CardPost as PostCardData } from "#app/lib/types.ts";

/**
 * The home's latest articles: 2 columns from small screens, numbered pages, 'Show me more' (every
 * post on one page) and 'Show me less' (back to 4). Page and size live in the URL (?page, ?show).
 */
export function LatestArticles({
  posts,
  page,
  pages,
  showAll,
}: {
  posts: PostCardData[];
  page: number;
  pages: number;
  showAll: boolean;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <section aria-labelledby="latest-heading">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="latest-heading"
            className="font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100"
          >
            Latest articles
          </h2>
          <p className="mt-1 text-neutral-500 dark:text-neutral-400">
            Fresh from the road: stories, reviews, films and podcasts.
          </p>
        </div>
        {loading && (
          <p role="status" className="text-primary-700 text-sm dark:text-primary-300">
            Loading latest articles...
          </p>
        )}
      </div>
      <div
        className={`mt-8 grid gap-x-6 gap-y-10 transition-opacity sm:grid-cols-2 ${loading ? "opacity-50" : ""}`}
        data-testid="latest-grid"
      >
        {posts.map((post, i) => (
          <PostCard key={post.id} post={post} eager={i === 0} />
        ))}
      </div>
      <div className="mt-12 flex flex-col items-center justify-between gap-6 sm:flex-row">
        {!showAll && <Pagination page={page} pages={pages} label="Latest articles pages" />}
        {showAll ? (
          <ButtonLink
            to={location.pathname}
            preventScrollReset
            variant="secondary"
            className="sm:ml-auto"
          >
            Show me less
          </ButtonLink>
        ) : (
          <ButtonLink to="?show=all" preventScrollReset>
            Show me more
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
