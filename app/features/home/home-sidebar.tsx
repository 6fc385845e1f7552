import { Link } from "react-router";
import { PostCardSmall } from "#app/components/ui/cards/post-card-small.tsx";
import { ChevronRightIcon } from "#app/components/ui/icons/mini.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import type { SmallCardPost, Taxonomy } from "#app/lib/types.ts";
import { Widget } from "./widget.tsx";

/**
 * The home sidebar: More tags, Trending topics and Popular posts (docs/spec.md#home and
 * #constants); the loader picks the tags and topics (app/features/home/home-data.server.ts).
 */
export function HomeSidebar({
  tags,
  topics,
  noTaxonomies,
  popular,
}: {
  tags: Taxonomy[];
  topics: Taxonomy[];
  noTaxonomies: boolean;
  popular: SmallCardPost[];
}) {
  if (noTaxonomies) {
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
          {tags.map((tag) => (
            <Link key={tag.id} to={tag.href} className="tag-link">
              {tag.name}
              <span className="tag-count">({tag.count})</span>
            </Link>
          ))}
        </div>
      </Widget>
      <Widget title="Trending topics" viewAllHref={archiveHref()}>
        <ul className="space-y-2">
          {topics.map((category) => (
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
