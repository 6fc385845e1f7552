import type { TextSegment } from "#app/lib/types.ts";

/** Text with its matched words in <mark>, from segments (never from HTML). */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark
            key={i}
            className="rounded bg-amber-200/80 px-0.5 text-inherit dark:bg-amber-400/30 dark:text-amber-50"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
