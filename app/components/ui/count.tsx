import type { ComponentProps } from "react";
import { abbreviateCount } from "#app/lib/format.ts";

/**
 * A count's width, by its characters: a "0" wide each (1ch). Digits of the first paint's fallback
 * font (app/app.css) are all that wide, Poppins's are that wide or narrower ("911" is 19 px in
 * Poppins Medium, 27 in the fallback at 14 px): so a count, and the pills beside it, keep their
 * place when Poppins arrives (tests/setup/font-swap.ts).
 */
const WIDTH: Record<number, string> = {
  1: "min-w-[1ch]",
  2: "min-w-[2ch]",
  3: "min-w-[3ch]",
  4: "min-w-[4ch]",
  5: "min-w-[5ch]",
};

/** A count as the site abbreviates it ("1.2k"), in a box as wide as its characters. */
export function Count({
  value,
  className = "",
  ...props
}: { value: number } & ComponentProps<"span">) {
  const text = abbreviateCount(value);
  return (
    <span className={`inline-block ${WIDTH[text.length] ?? ""} ${className}`} {...props}>
      {text}
    </span>
  );
}
