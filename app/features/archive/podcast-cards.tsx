import { Link } from "react-router";
import { PostCardMeta } from "#app/components/ui/cards/post-card-meta.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { PauseIcon, PlayIcon } from "#app/components/ui/icons/solid.tsx";
import { AudioPlayButton } from "#app/components/ui/media/audio-play-button.tsx";
import { useMusicPlayer } from "#app/components/ui/media/music-player-context.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { CardPost } from "#app/lib/types.ts";

/** docs/spec.md#podcast-archive: the fixed text every audio card shows. */
const PODCAST_CARD_LINE = "40 Episode · 110 minutes";

/** A large podcast card: cover with the play button, categories, title, meta, fixed line. */
export function PodcastCardLarge({ post, eager = false }: { post: CardPost; eager?: boolean }) {
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-neutral-200/70 dark:bg-neutral-800 dark:ring-neutral-700"
      data-testid="podcast-card-large"
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <ResponsiveImage
          src={post.featuredImage}
          alt=""
          sizes="(min-width: 768px) 33vw, 100vw"
          width={1200}
          height={800}
          loading={eager ? "eager" : "lazy"}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/50 to-transparent" />
        <div className="absolute bottom-4 left-4">
          <AudioPlayButton post={post} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-1.5">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} taxonomy={c} />
          ))}
        </div>
        <h3 className="mt-3 line-clamp-2 font-semibold text-lg text-neutral-900 leading-snug dark:text-neutral-100">
          <Link to={post.href} className="hover:text-primary-600 dark:hover:text-primary-300">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 text-neutral-500 text-sm dark:text-neutral-400">{PODCAST_CARD_LINE}</p>
        <div className="mt-auto pt-4">
          <PostCardMeta post={post} />
        </div>
      </div>
    </article>
  );
}

/** A small podcast card: cover, title, the fixed line, and 'Listen now' / 'Now playing'. */
export function PodcastCardSmall({ post }: { post: CardPost }) {
  const { state, toggle } = useMusicPlayer();
  const playing = state.postData?.id === post.id && state.playing;
  return (
    <article
      className="flex items-center gap-4 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-neutral-200/70 dark:bg-neutral-800 dark:ring-neutral-700"
      data-testid="podcast-card-small"
    >
      <ResponsiveImage
        src={post.featuredImage}
        alt=""
        sizes="(min-width: 640px) 144px, 120px"
        maxWidth={288}
        width={96}
        height={96}
        loading="lazy"
        className="h-20 w-20 shrink-0 rounded-2xl object-cover sm:h-24 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-semibold text-neutral-900 text-sm leading-snug sm:text-base dark:text-neutral-100">
          <Link to={post.href} className="hover:text-primary-600 dark:hover:text-primary-300">
            {post.title}
          </Link>
        </h3>
        <p className="mt-1 text-neutral-500 text-xs dark:text-neutral-400">{PODCAST_CARD_LINE}</p>
        <button
          type="button"
          onClick={() => toggle(post)}
          aria-pressed={playing}
          className={`mt-2 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium text-xs transition focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
            playing
              ? "bg-primary-600 text-white"
              : "bg-primary-50 text-primary-700 hover:bg-primary-100 dark:bg-primary-500/15 dark:text-primary-200 dark:hover:bg-primary-500/25"
          }`}
        >
          {playing ? (
            <PauseIcon className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <PlayIcon className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {playing ? "Now playing" : "Listen now"}
        </button>
      </div>
    </article>
  );
}
