// `npm run content:check`: reads and checks every file of CONTENT_DIR (default content/) as an
// import would, writing nothing (no database needed). Prints every problem, one `file:line:
// reason` (or `file: reason`) a line, and what an import would do, and exits 1; or one line
// saying what would be published, and exits 0.
import path from "node:path";
import { env } from "#app/env.server.ts";
import { checkContent } from "#app/features/content/content-check.server.ts";
import { stateOf } from "#app/features/content/post-row.server.ts";
import { countOf } from "#app/lib/format.ts";

const dir = path.relative(process.cwd(), path.resolve(env().CONTENT_DIR)) || ".";
const checked = await checkContent(dir);
if (checked.problems.length === 0 && checked.content) {
  const { posts, authors, taxonomies } = checked.content;
  const now = new Date();
  const states = posts.map(({ post }) => stateOf(post, now).state);
  const count = (state: string) => states.filter((s) => s === state).length;
  console.log(
    `${dir}: no problems: ${countOf(posts.length, "post")} (${count("live")} live, ${countOf(count("draft"), "draft")}, ${count("scheduled")} scheduled), ${countOf(authors.length, "author")}, ${taxonomies.categories.length + taxonomies.tags.length} taxonomies.`,
  );
} else {
  for (const problem of checked.problems) console.error(problem.message);
  const files = new Set(checked.problems.map((p) => p.file)).size;
  // Only authors.json, taxonomies.json or the posts folder at fault stops a whole import.
  const outcome = checked.content
    ? "an import would leave the files at fault as they are and import the rest."
    : "an import would change nothing.";
  console.error(
    `${countOf(checked.problems.length, "problem")} in ${countOf(files, "file")}: ${outcome}`,
  );
  process.exitCode = 1;
}
