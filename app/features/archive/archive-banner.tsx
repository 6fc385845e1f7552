import type { ReactNode } from "react";
import { CONTAINER_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

/**
 * The archive's banner: a photo with the page title, what the archive holds, and the count line
 * ('{n} Articles'). `loading` swaps the count for docs/spec.md#archive's 'Loading content ...'.
 */
export function ArchiveBanner({
  image,
  eyebrow,
  title,
  countLine,
  children,
}: {
  image: string;
  eyebrow: string;
  title: string;
  countLine: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative mt-6 overflow-hidden rounded-3xl sm:mt-10">
      <ResponsiveImage
        src={image}
        alt=""
        sizes={CONTAINER_SIZES}
        width={1200}
        height={800}
        fetchPriority="high"
        className="aspect-[4/3] w-full object-cover sm:aspect-[21/8]"
      />
      {/* Darkest under the text (bottom, and bottom-left from sm up), fading out over the rest of
          the photo: every text on it reaches WCAG AA (tests/e2e/standards). */}
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/50 via-55% to-black/0 sm:via-black/40 sm:via-50%" />
      <div className="absolute inset-0 hidden bg-gradient-to-r from-black/35 to-black/0 to-60% sm:block" />
      <div className="absolute inset-x-0 bottom-0 p-6 text-white sm:p-10 lg:p-12">
        <p className="font-medium text-sm text-white/90 uppercase tracking-widest">{eyebrow}</p>
        <h1 className="mt-2 font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <div className="mt-3 text-base text-white/90 sm:text-lg">{countLine}</div>
        {children}
      </div>
    </section>
  );
}
