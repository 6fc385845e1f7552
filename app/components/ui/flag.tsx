import { flagUrl } from "#app/lib/country-display.ts";

/**
 * A country's flag beside its name (decorative: the name says it), as tall as the text around
 * it, with a hairline ring so a white flag shows on a white page (`.flag`, app/app.css). An SVG from flag-icons, never an
 * emoji (app/lib/country-display.ts).
 */
export function Flag({ code, className = "" }: { code: string; className?: string }) {
  const src = flagUrl(code);
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      data-flag={code.toUpperCase()}
      className={className ? `flag ${className}` : "flag"}
    />
  );
}
