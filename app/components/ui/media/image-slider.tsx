import { type PointerEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/solid.tsx";
import { CARD_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { clampIndex, indexAfterSwipe, SWIPE_THRESHOLD_PX } from "#app/lib/swipe.ts";

/**
 * The featured-media slider of standard and gallery cards: arrows on hover, dots, touch swipe and
 * mouse drag (10 px threshold), bounded at both ends, settling with a spring. Only the first image
 * is rendered until the reader reaches for the slider (hover, touch, focus): a list of cards
 * would otherwise send five images per card in its HTML.
 */
export function ImageSlider({
  images,
  href,
  title,
  eager = false,
  className = "aspect-[4/3]",
  sizes = CARD_SIZES,
}: {
  images: string[];
  href: string;
  title: string;
  eager?: boolean;
  className?: string;
  /** The slider's width in the layout (each image fills it). */
  sizes?: string;
}) {
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  const start = useRef<{ x: number; id: number } | null>(null);
  const dragged = useRef(false);
  const count = images.length;
  const go = (next: number) => {
    arm();
    setIndex(clampIndex(next, count));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === "mouse" && event.button !== 0)) return;
    arm();
    start.current = { x: event.clientX, id: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const dx = event.clientX - start.current.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX && !dragged.current) {
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (dragged.current) setDragX(dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const dx = event.clientX - start.current.x;
    start.current = null;
    setDragX(0);
    setIndex((i) => indexAfterSwipe(i, dx, count));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and swipe; the arrows and dots are the keyboard controls
    <div
      className={`group/slider image-slider ${className}`}
      onPointerEnter={arm}
      onFocus={arm}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-testid="image-slider"
      data-index={index}
    >
      <Link
        to={href}
        aria-label={title}
        tabIndex={-1}
        draggable={false}
        onClick={(event) => {
          // A drag is not a click: stay on the card.
          if (dragged.current) event.preventDefault();
        }}
        className="media-link"
      >
        <div
          className={dragX ? "slider-track" : "slider-track slider-spring"}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dragX}px))` }}
        >
          {(armed ? images : images.slice(0, 1)).map((src, i) => (
            <ResponsiveImage
              key={`${src}-${i}`}
              src={src}
              alt=""
              sizes={sizes}
              width={1200}
              height={800}
              draggable={false}
              loading={eager && i === 0 ? "eager" : "lazy"}
              fetchPriority={eager && i === 0 ? "high" : "auto"}
              className="slide-image"
            />
          ))}
        </div>
      </Link>
      {count > 1 && (
        <>
          <SliderArrow side="left" disabled={index === 0} onClick={() => go(index - 1)} />
          <SliderArrow side="right" disabled={index === count - 1} onClick={() => go(index + 1)} />
          <div className="slider-dots">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index}
                onClick={() => go(i)}
                className="slider-dot"
              >
                <span className={i === index ? "slider-pip" : "slider-pip-idle"} />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function SliderArrow({
  side,
  disabled,
  onClick,
}: {
  side: "left" | "right";
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      aria-label={side === "left" ? "Previous image" : "Next image"}
      disabled={disabled}
      onClick={onClick}
      className={`slider-arrow ${side === "left" ? "left-3" : "right-3"}`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
