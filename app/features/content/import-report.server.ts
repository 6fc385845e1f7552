import path from "node:path";
import { countOf } from "#app/lib/format.ts";
import type { PendingPost } from "#app/models/pending-posts.server.ts";
import type { ContentError } from "./content-error.server.ts";
import { previewUrl } from "./preview-token.server.ts";

/** What an import did (importContent, app/features/content/importer.server.ts), and its log lines. */
export interface ImportReport {
  authors: number;
  taxonomies: number;
  created: number;
  updated: number;
  /** Imported posts whose file is gone, deleted. */
  removed: number;
  /** Authors and taxonomies gone from the files that no post used any more, deleted. */
  removedAuthors: number;
  removedTaxonomies: number;
  /** Drafts and posts scheduled for later: public nowhere until they go live. */
  drafts: number;
  scheduled: number;
  /** The post files left as they were, each with its problem (the rest was imported). */
  problems: ContentError[];
}

/** One line for the log: what an import did. */
export function describeImport(report: ImportReport): string {
  const gone =
    report.removedAuthors + report.removedTaxonomies > 0
      ? ` (${report.removedAuthors} authors and ${report.removedTaxonomies} taxonomies removed)`
      : "";
  const files = new Set(report.problems.map((p) => p.file)).size;
  const left =
    files > 0
      ? `; ${countOf(files, "file")} not imported (left as they were; problems logged)`
      : "";
  return `${report.created} new, ${report.updated} updated and ${report.removed} removed posts, ${countOf(report.drafts, "draft")}, ${report.scheduled} scheduled, ${report.authors} authors, ${report.taxonomies} taxonomies${gone}${left}`;
}

/**
 * One line per draft and scheduled post (for the import's and the server's log): its file, when
 * it goes live, its private preview link.
 */
export function describePendingPosts(posts: PendingPost[]): string[] {
  return posts.map((post) => {
    const file = path.relative(process.cwd(), post.file) || post.file;
    const preview = previewUrl(post.preview_token);
    return post.state === "draft"
      ? `Draft ${file}: not public; preview ${preview}`
      : `Scheduled ${file}: goes live ${post.live_at}; preview ${preview}`;
  });
}
