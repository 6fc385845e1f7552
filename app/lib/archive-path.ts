/**
 * Which posts an archive path shows (docs/spec.md#archive), for /archive, /archive-2 (videos) and
 * /archive-3 (podcasts) alike: `summary` all posts, `reviews/hotels/summary` the hotel posts, and
 * any other path with a numeric segment between slashes the posts of that taxonomy id.
 */
export type ArchiveSource =
  | { kind: "all" }
  | { kind: "hotels" }
  | { kind: "taxonomy"; taxonomyId: number };

const ARCHIVE_PREFIXES = ["archive", "archive-2", "archive-3"] as const;
export type ArchivePrefix = (typeof ARCHIVE_PREFIXES)[number];

export function parseArchivePath(pathname: string): ArchiveSource | null {
  const segments = pathname.split("/").filter(Boolean);
  if (!ARCHIVE_PREFIXES.includes(segments[0] as ArchivePrefix)) return null;
  const rest = segments.slice(1);
  const joined = rest.join("/");
  if (joined === "summary") return { kind: "all" };
  if (joined === "reviews/hotels/summary") return { kind: "hotels" };
  const numeric = rest.find((s) => /^\d{1,9}$/.test(s));
  return numeric ? { kind: "taxonomy", taxonomyId: Number(numeric) } : null;
}

/** Which archive a link opens: the posts, the hotel reviews, the videos or the podcasts. */
export type ArchiveKind = "all" | "hotels" | "video" | "podcast";

const PREFIX_OF = {
  all: "archive",
  video: "archive-2",
  podcast: "archive-3",
} as const satisfies Record<Exclude<ArchiveKind, "hotels">, ArchivePrefix>;

/**
 * The one builder of archive URLs: `archiveHref()` is /archive/summary, `{ kind: "hotels" }`
 * /archive/reviews/hotels/summary, `{ kind: "video" }` /archive-2/summary, `{ kind: "podcast" }`
 * /archive-3/summary, and with a taxonomy /archive/{id}/{slug} (or under /archive-2, /archive-3;
 * a hotel link takes none).
 */
export function archiveHref(
  target: { kind?: ArchiveKind; taxonomy?: { id: number; slug: string } } = {},
): string {
  const kind = target.kind ?? "all";
  if (kind === "hotels") return "/archive/reviews/hotels/summary";
  const rest = target.taxonomy ? `${target.taxonomy.id}/${target.taxonomy.slug}` : "summary";
  return `/${PREFIX_OF[kind]}/${rest}`;
}

/** The same archive under another prefix: /archive/3/beach -> /archive-2/3/beach. */
export function withArchivePrefix(href: string, prefix: ArchivePrefix): string {
  return href.replace(/^\/archive(-\d)?\//, `/${prefix}/`);
}

/**
 * The canonical path of a taxonomy archive asked at `pathname`: the taxonomy's href under the
 * prefix asked (/archive-2/7 and /archive-2/7/x are /archive-2/7/roadtrip when the href is
 * /archive/7/roadtrip).
 */
export function taxonomyArchivePath(pathname: string, href: string): string {
  const prefix = pathname.split("/")[1] as ArchivePrefix;
  return ARCHIVE_PREFIXES.includes(prefix) ? withArchivePrefix(href, prefix) : href;
}
