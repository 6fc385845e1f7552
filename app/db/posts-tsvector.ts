/**
 * The weighted document vector of a post in PostgreSQL (title A, description B, body D): the
 * expression of the GIN index posts_search (migration 002) and of the search queries
 * (app/models/search.server.ts). Queries must use this exact expression for the index to serve
 * them.
 */
export const POSTS_TSVECTOR =
  "setweight(to_tsvector('english'::regconfig, title), 'A') || " +
  "setweight(to_tsvector('english'::regconfig, description), 'B') || " +
  "setweight(to_tsvector('english'::regconfig, search_text), 'D')";
