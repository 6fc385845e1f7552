// `npm run content:check`: reads and checks every file of CONTENT_DIR (default content/) as an
// import would, writing nothing (no database needed). Prints every problem, one `file:line:
// reason` a line, and exits 1; or one line saying what would be published, and exits 0.
import path from "node:path";
import { env } from "#app/env.server.ts";
import { checkContent, stateOf } from "#app/features/content/importer.server.ts";

const dir = path.relative(process.cwd(), path.resolve(env().CONTENT_DIR)) || ".";
const checked = await checkContent(dir);
if (checked.content) {
  const { posts, authors, taxonomies } = checked.content;
  const now = new Date();
  const states = posts.map(({ post }) => stateOf(post, now).state);
  const count = (state: string) => states.filter((s) => s === state).length;
  console.log(
    `${dir}: no problems: ${posts.length} posts (${count("live")} live, ${count("draft")} drafts, ${count("scheduled")} scheduled), ${authors.length} authors, ${taxonomies.categories.length + taxonomies.tags.length} taxonomies.`,
  );
} else {
  for (const problem of checked.problems) console.error(problem.message);
  const files = new Set(checked.problems.map((p) => p.file)).size;
  console.error(
    `${checked.problems.length} problem${checked.problems.length === 1 ? "" : "s"} in ${files} file${files === 1 ? "" : "s"}: an import would change nothing.`,
  );
  process.exitCode = 1;
}
