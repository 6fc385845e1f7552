import { useState } from "react";
import { avatarColor, initial } from "#app/components/ui/avatar-colors.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";

/** Component classes of app/app.css: xs h-6 (10 px initial), sm h-8, md h-10, lg h-14, xl h-24. */
const SIZES = {
  xs: "avatar-xs",
  sm: "avatar-sm",
  md: "avatar-md",
  lg: "avatar-lg",
  xl: "avatar-xl",
} as const;
const PIXELS = { xs: 24, sm: 32, md: 40, lg: 56, xl: 96 } as const;

/** A round avatar: the picture, or a coloured initial when there is none (or it fails). */
export function Avatar({
  name,
  src,
  size = "sm",
  className = "",
}: {
  name: string;
  src?: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const showImage = !!src && !failed;
  return (
    <span
      className={className ? `avatar ${SIZES[size]} ${className}` : `avatar ${SIZES[size]}`}
      style={showImage ? undefined : { backgroundColor: avatarColor(name) }}
    >
      {showImage ? (
        // The name is always written next to the picture (or labels its button): decorative.
        <ResponsiveImage
          src={src}
          alt=""
          sizes={`${PIXELS[size]}px`}
          sourceWidth={MEDIA_WIDTHS.avatar}
          maxWidth={PIXELS[size] * 3}
          width={PIXELS[size]}
          height={PIXELS[size]}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{initial(name)}</span>
      )}
    </span>
  );
}
