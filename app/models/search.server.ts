import { type Kysely, type RawBuilder, sql } from "kysely";
import { database } from "#app/db/client.server.ts";
import { POSTS_TSVECTOR } from "#app/db/posts-tsvector.ts";
import type { DB } from "#app/db/schema.ts";
import type { SearchSort } from "#app/lib/enums.ts";
import { MAX_TERM_LENGTH } from "#app/lib/search-page.ts";
import type { PostCard, TextSegment } from "#app/lib/types.ts";
import { CARD_COLUMNS, hydrateCards } from "#app/models/post-cards.server.ts";
import { SORT_COLUMNS } from "#app/models/posts.server.ts";

export interface PostSearchHit {
  post: PostCard;
  /** The title with the matched words marked. */
  title: TextSegment[];
  /** A short excerpt of the post around the matches, with the matched words marked. */
  snippet: TextSegment[];
}

const MAX_TOKENS = 8;
// Control characters cannot occur in our plain text: safe markers for highlighted words.
const START = "\u0002";
const STOP = "\u0003";

/** The words of a search term, lower-cased: letters and digits only (safe in FTS syntax). */
export function searchTokens(term: string): string[] {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 40)))].slice(0, MAX_TOKENS);
}

interface HitRow {
  id: string;
  idx: number;
  slug: string;
  href: string;
  title: string;
  description: string;
  date: string;
  featured_image: string;
  reading_time: number;
  post_type: PostCard["postType"];
  section: PostCard["section"];
  author_id: number;
  like_count: number;
  bookmark_count: number;
  comment_count: number;
  viewd_count: number;
  gallery_imgs: string;
  video_url: string;
  video_thumbnail: string;
  audio_url: string;
  media_duration: number | null;
  title_hl: string | null;
  snip: string | null;
  total: number;
}

/**
 * Full-text search over posts' title, description and body: SQLite FTS5 (bm25) or PostgreSQL
 * tsvector (ts_rank), united with every post whose title contains the term (case-insensitive
 * substring), so a title match is never missed. Paged in SQL; `total` counts every hit.
 */
export async function searchPosts(options: {
  term: string;
  sort?: SearchSort;
  limit: number;
  offset?: number;
}): Promise<{ total: number; hits: PostSearchHit[] }> {
  const term = options.term.trim().slice(0, MAX_TERM_LENGTH);
  if (term === "") return { total: 0, hits: [] };
  const { db: k, dialect } = await database();
  const tokens = searchTokens(term);
  const sort = options.sort ?? "relevance";
  const limit = Math.max(0, Math.floor(options.limit));
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const lowerTerm = term.toLowerCase();
  const order =
    sort === "relevance"
      ? sql`title_hit desc, score ${sql.raw(dialect === "sqlite" ? "asc" : "desc")} nulls last, date desc, idx desc`
      : sort === "recent"
        ? sql`date desc, idx desc`
        : sql`${sql.ref(SORT_COLUMNS[sort])} desc, date desc, idx desc`;
  const query =
    dialect === "sqlite"
      ? sqliteQuery(tokens, lowerTerm, order, limit, offset)
      : postgresQuery(tokens, lowerTerm, order, limit, offset);
  const rows = (await query.execute(k)).rows;
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    total = (await searchPosts({ term, sort, limit: 1, offset: 0 })).total;
  }
  const cards = await hydrate(k, rows);
  return {
    total,
    hits: rows.map((row, i) => ({
      post: cards[i]!,
      title: markTerm(parseMarked(row.title_hl ?? row.title), term),
      snippet: withoutTitleLine(
        markTerm(parseMarked(row.snip ?? row.description), term),
        row.title,
      ),
    })),
  };
}

const columns = sql.join(CARD_COLUMNS.map((c) => sql.ref(`p.${c}`)));

/**
 * Titles need at least one trigram for an index to find them; a shorter term is looked for in
 * every title (a one- or two-letter search is rare and short-lived).
 */
const MIN_TRIGRAM_TERM = 3;
const trigramUsable = (term: string) => [...term].length >= MIN_TRIGRAM_TERM;

/**
 * SQLite: the posts the FTS query ranks, united with the posts whose title contains the term
 * (the trigram index posts_title_trigram, case-insensitive), ordered and paged; the highlighted
 * title and snippet are made for the page's rows only.
 */
function sqliteQuery(
  tokens: string[],
  lowerTerm: string,
  order: RawBuilder<unknown>,
  limit: number,
  offset: number,
) {
  const titled = trigramUsable(lowerTerm)
    ? sql`select rowid as title_idx from posts_title_trigram
        where posts_title_trigram match ${`"${lowerTerm.replaceAll('"', '""')}"`}`
    : sql`select idx as title_idx from posts where instr(lower(title), ${lowerTerm}) > 0`;
  if (tokens.length === 0) {
    return sql<HitRow>`
      select ${columns}, null as title_hl, null as snip, null as score,
        1 as title_hit, count(*) over () as total
      from posts p where p.idx in (${titled})
      order by ${order} limit ${limit} offset ${offset}`;
  }
  const match = tokens.map((t) => `"${t}"*`).join(" ");
  const marked = (fn: RawBuilder<unknown>) =>
    sql`(select ${fn} from posts_fts where posts_fts match ${match} and rowid = page.idx)`;
  return sql<HitRow>`
    with fts as materialized (
      select rowid as fts_idx, bm25(posts_fts, 10.0, 4.0, 1.0) as score
      from posts_fts where posts_fts match ${match}
    ),
    titled as materialized (${titled}),
    page as (
      select ${columns}, fts.score as score,
        case when titled.title_idx is null then 0 else 1 end as title_hit,
        count(*) over () as total
      from (select fts_idx as hit_idx from fts union select title_idx from titled) hit
      join posts p on p.idx = hit.hit_idx
      left join fts on fts.fts_idx = hit.hit_idx
      left join titled on titled.title_idx = hit.hit_idx
      order by ${order} limit ${limit} offset ${offset}
    )
    select page.*,
      ${marked(sql`highlight(posts_fts, 0, ${START}, ${STOP})`)} as title_hl,
      ${marked(sql`snippet(posts_fts, 2, ${START}, ${STOP}, '…', 32)`)} as snip
    from page
    order by ${order}`;
}

function postgresQuery(
  tokens: string[],
  lowerTerm: string,
  order: RawBuilder<unknown>,
  limit: number,
  offset: number,
) {
  const vector = sql.raw(`(${POSTS_TSVECTOR})`);
  // `like` on lower(title), the expression of the pg_trgm index posts_title_trigram.
  const titleHit = sql`lower(p.title) like ${`%${lowerTerm.replace(/[\\%_]/g, "\\$&")}%`}`;
  if (tokens.length === 0) {
    return sql<HitRow>`
      select ${columns}, null as title_hl, null as snip, null::real as score,
        1 as title_hit, count(*) over () as total
      from posts p where ${titleHit}
      order by ${order} limit ${limit} offset ${offset}`;
  }
  const tsquery = tokens.map((t) => `${t}:*`).join(" & ");
  const headline = (column: string, options: string) =>
    sql`case when h.fts_hit then ts_headline('english', ${sql.ref(`h.${column}`)}, q.query, ${options}) end`;
  const marks = `StartSel=${START}, StopSel=${STOP}`;
  return sql<HitRow>`
    with q as (select to_tsquery('english', ${tsquery}) as query),
    page as (
      select ${columns}, p.search_text,
        ts_rank(${vector}, q.query) as score,
        (${vector} @@ q.query) as fts_hit,
        case when ${titleHit} then 1 else 0 end as title_hit,
        count(*) over () as total
      from posts p, q
      where ${vector} @@ q.query or ${titleHit}
      order by ${order} limit ${limit} offset ${offset}
    )
    select h.*,
      ${headline("title", `HighlightAll=true, ${marks}`)} as title_hl,
      ${headline("search_text", `MaxWords=30, MinWords=12, MaxFragments=1, ${marks}`)} as snip
    from page h, q
    order by ${order}`;
}

/** Splits text with START/STOP markers into segments. */
export function parseMarked(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let match = false;
  let current = "";
  const push = () => {
    if (current) {
      const last = segments.at(-1);
      if (last && last.match === match) last.text += current;
      else segments.push({ text: current, match });
    }
    current = "";
  };
  for (const ch of text) {
    if (ch === START || ch === STOP) {
      push();
      match = ch === START;
    } else current += ch;
  }
  push();
  return segments;
}

/**
 * The snippet comes from the post's search text, which starts with the title on a line of its
 * own: the card shows the title above it, so a first line that is the title (or its end, after
 * the snippet's '…') is dropped. The lines left (description, body) stay apart: '\n' in the text.
 */
export function withoutTitleLine(segments: TextSegment[], title: string): TextSegment[] {
  const text = segments.map((s) => s.text).join("");
  const newline = text.indexOf("\n");
  if (newline === -1) return segments;
  const firstLine = text.slice(0, newline).replace(/^…/, "").trim();
  if (!firstLine || !title.trim().endsWith(firstLine)) return segments;
  let skip = newline + 1;
  const out: TextSegment[] = [];
  for (const segment of segments) {
    if (skip >= segment.text.length) {
      skip -= segment.text.length;
      continue;
    }
    out.push({ text: segment.text.slice(skip), match: segment.match });
    skip = 0;
  }
  return out.length > 0 ? out : segments;
}

/** Marks every case-insensitive occurrence of the whole term in the unmarked segments. */
export function markTerm(segments: TextSegment[], term: string): TextSegment[] {
  const needle = term.toLowerCase();
  if (!needle) return segments;
  const out: TextSegment[] = [];
  const push = (segment: TextSegment) => {
    if (!segment.text) return;
    const last = out.at(-1);
    if (last && last.match === segment.match) last.text += segment.text;
    else out.push({ ...segment });
  };
  for (const segment of segments) {
    if (segment.match) {
      push(segment);
      continue;
    }
    const lower = segment.text.toLowerCase();
    let from = 0;
    // Only when lower-casing keeps the length, so positions line up with the original text.
    if (lower.length === segment.text.length) {
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
        push({ text: segment.text.slice(from, at), match: false });
        push({ text: segment.text.slice(at, at + needle.length), match: true });
        from = at + needle.length;
      }
    }
    push({ text: segment.text.slice(from), match: false });
  }
  return out;
}

/** Cards for the hit rows, the same shape list calls give. */
function hydrate(k: Kysely<DB>, rows: HitRow[]): Promise<PostCard[]> {
  return hydrateCards(k, rows);
}
