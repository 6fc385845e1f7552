import { Link } from "react-router";
import { AudioPlayButton } from "#app/components/ui/media/audio-play-button.tsx";
import { ImageSlider } from "#app/components/ui/media/image-slider.tsx";
import { VideoPreview } from "#app/components/ui/media/video-preview.tsx";
import { CARD_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";
import type { CardPost } from "#app/lib/types.ts";

/** A card's featured media by postType (docs/spec.md#home); `sizes`: its width in the layout. */
export function FeaturedMedia({
  post,
  eager = false,
  className = "aspect-[4/3]",
  sizes = CARD_SIZES,
}: {
  post: CardPost;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  if (post.postType === "video" && post.videoUrl) {
    // The card's still is the post's own photo: the sample clips (and so their thumbnails) are
    // shared by many posts, and side by side they looked like one card twice.
    return (
      <VideoPreview
        videoUrl={post.videoUrl}
        thumbnail={post.featuredImage || post.videoThumbnail}
        thumbnailWidth={post.featuredImage ? MEDIA_WIDTHS.photo : MEDIA_WIDTHS.videoPoster}
        href={post.href}
        title={post.title}
        className={className}
        sizes={sizes}
        eager={eager}
      />
    );
  }
  if (post.postType === "audio" && post.audioUrl) {
    return (
      <div
        className={`relative overflow-hidden rounded-3xl bg-neutral-100 dark:bg-neutral-800 ${className}`}
      >
        <Link to={post.href} aria-label={post.title} tabIndex={-1} className="media-link">
          <ResponsiveImage
            src={post.featuredImage}
            alt=""
            sizes={sizes}
            width={1200}
            height={800}
            loading={eager ? "eager" : "lazy"}
            className="h-full w-full object-cover"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-black/40 to-transparent" />
        </Link>
        <div className="absolute bottom-4 left-4">
          <AudioPlayButton post={post} />
        </div>
      </div>
    );
  }
  const images = [
    post.featuredImage,
    ...post.galleryImgs.filter((src) => src !== post.featuredImage),
  ];
  return (
    <ImageSlider
      images={images}
      href={post.href}
      title={post.title}
      eager={eager}
      className={className}
      sizes={sizes}
    />
  );
}
