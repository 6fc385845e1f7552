const STYLES = [
  "bg-red-600 text-white",
  "bg-indigo-600 text-white",
  "bg-amber-500 text-neutral-900",
] as const;

/** The '#1'..'#3' badge of the top three cards of a ranked list; nothing from the 4th on. */
export function RankBadge({ index, className = "" }: { index: number; className?: string }) {
  if (index < 0 || index > 2) return null;
  return (
    <span
      data-testid="rank-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs shadow-sm ${STYLES[index]} ${className}`}
    >
      #{index + 1}
    </span>
  );
}
