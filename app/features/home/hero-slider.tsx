import { useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";
import { wrapIndex } from "#app/lib/swipe.ts";

/** The hero's one hard-coded placeholder slide (docs/spec.md#home). */
const HERO_SLIDES = [
  {
    id: "hero-discover",
    title: "Discover the world, one family adventure at a time",
    teaser:
      "Wanderlust runs in the family: four Harpers, one overstuffed roof box and a lot of stories.",
    image: "/media/hero.jpg",
    href: archiveHref(),
    cta: "Start exploring",
  },
];

/**
 * The hero photo's layout width: the container's width, except on phones, where the 16:9 photo
 * covers a 4:5 box and so is laid out 16/9 x 5/4 = 2.22 x the box's width (100vw - 32px).
 */
const HERO_SIZES =
  "(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(222vw - 71px)";

/**
 * A single-slide hero slider: next/previous wrap around (so with one slide they stay put) and
 * there are no visible controls; arrow keys step for keyboard users.
 */
export function HeroSlider() {
  const [index, setIndex] = useState(0);
  const step = (delta: number) => setIndex((i) => wrapIndex(i + delta, HERO_SLIDES.length));
  const slide = HERO_SLIDES[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative overflow-hidden rounded-3xl bg-neutral-800"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") step(1);
        if (event.key === "ArrowLeft") step(-1);
      }}
    >
      <ResponsiveImage
        src={slide.image}
        alt=""
        sizes={HERO_SIZES}
        sourceWidth={MEDIA_WIDTHS.hero}
        width={1600}
        height={900}
        fetchPriority="high"
        className="aspect-[4/5] w-full object-cover sm:aspect-[16/9] lg:aspect-[21/9]"
      />
      {/* The scrim is darkest behind the text (the bottom on phones, the left from sm up) and fades
          out over the rest of the photo: every text on it reaches WCAG AA (tests/e2e/standards). */}
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/50 via-70% to-black/0 sm:bg-gradient-to-r sm:from-black/75 sm:via-black/40 sm:via-50% sm:to-black/0" />
      <div className="absolute inset-x-0 bottom-0 p-6 text-white sm:top-0 sm:flex sm:max-w-2xl sm:flex-col sm:justify-center sm:p-12 lg:p-16">
        <p className="font-medium text-sm text-white/90 uppercase tracking-[0.2em]">
          Family travel magazine
        </p>
        <h1 className="mt-3 font-semibold text-3xl leading-tight sm:text-4xl lg:text-5xl">
          {slide.title}
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/85 sm:text-lg">{slide.teaser}</p>
        <Link
          to={slide.href}
          className="mt-6 inline-flex h-12 w-fit shrink-0 items-center rounded-full bg-white px-7 font-medium text-neutral-900 text-sm shadow-lg transition hover:bg-neutral-100"
        >
          {slide.cta}
        </Link>
      </div>
    </section>
  );
}
