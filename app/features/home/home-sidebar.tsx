import { Link } from "react-router";
import { PostCardSmall } from "#app/components/ui/cards/post-card-small.tsx";
import { ChevronRightIcon } from "#app/components/ui/icons/mini.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { moreTags, trendingTopics } from "#app/components/ui/widgets/topic-picks.ts";
import { Widget } from "#app/features/home/widget.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import type { CardPost, Taxonomy } from "#app/lib/types.ts";

/**
 * The home sidebar: More tags, Trending topics and Popular posts (docs/spec.md#home and
 * #constants).
 */
export function HomeSidebar({
  taxonomies,
  popular,
}: {
  taxonomies: Taxonomy[];
  popular: CardPost[];
}) {
  if (taxonomies.length === 0) {
    return (
      <p className="rounded-3xl bg-neutral-100 p-6 text-neutral-600 dark:bg-neutral-800">
        Loading content...
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <Widget title="More tags" viewAllHref={archiveHref()}>
        <div className="flex flex-wrap gap-2">
          {moreTags(taxonomies).map((tag) => (
            <Link key={tag.id} to={tag.href} className="tag-link">
              {tag.name}
              <span className="tag-count">({tag.count})</span>
            </Link>
          ))}
        </div>
      </Widget>
      <Widget title="Trending topics" viewAllHref={archiveHref()}>
        <ul className="space-y-2">
          {trendingTopics(taxonomies, 0).map((category) => (
            <li key={category.id}>
              <Link to={category.href} className="group topic-link">
                <ResponsiveImage
                  src={category.thumbnail}
                  alt=""
                  sizes="84px"
                  maxWidth={168}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="topic-image"
                />
                <span className="min-w-0 flex-1">
                  <span className="topic-name">{category.name}</span>
                  <span className="topic-count">{category.count} Articles</span>
                </span>
                <ChevronRightIcon className="topic-arrow" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Popular posts" viewAllHref="/archive/">
        <div className="divide-y divide-neutral-200 dark:divide-neutral-700">
          {popular.map((post) => (
            <PostCardSmall key={post.id} post={post} />
          ))}
        </div>
      </Widget>
    </div>
  );
}
