import type { Generated } from "kysely";
import type { PostType, Section, TaxonomyColor, TaxonomyKind } from "../lib/enums.ts";

/** Kysely table types; both dialects share them (JSON columns are stored as text). */
export interface AuthorsTable {
  id: Generated<number>;
  author_id: string;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  gender: string;
  avatar: string;
  bg_image: string;
  href: string;
  description: string;
  job_name: string;
}

interface TaxonomiesTable {
  id: number; // the public taxonomyId (categories and tags share one id space)
  kind: TaxonomyKind;
  name: string;
  slug: string;
  href: string;
  thumbnail: string;
  color: TaxonomyColor;
}

export interface PostsTable {
  id: string;
  idx: number;
  slug: string;
  href: string;
  title: string;
  description: string;
  date: string;
  featured_image: string;
  reading_time: number;
  post_type: PostType;
  section: Section;
  author_id: number;
  like_count: number;
  bookmark_count: number;
  comment_count: number;
  viewd_count: number;
  gallery_imgs: string; // JSON string[]
  video_url: string;
  video_thumbnail: string;
  audio_url: string;
  intro_paragraphs: string; // JSON string[]
  content_pairs: string; // JSON ContentPair[]
  conclusion: string; // JSON string[]
  search_text: string; // plain text of the body, for full-text search
  /** Seconds of the video or audio file, read at import (migration 006); null when none. */
  media_duration: number | null;
}

interface PostTaxonomiesTable {
  post_id: string;
  taxonomy_id: number;
  sort_order: number;
}

interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

interface ContactMessagesTable {
  id: Generated<number>;
  from_name: string;
  reply_to: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
  mail_error: string | null;
  /** Send attempts made (or under way); see migration 004. */
  mail_attempts: Generated<number>;
  /** When the next attempt is due (ISO time); null when mailed, given up or not to be mailed. */
  next_mail_at: string | null;
}

export interface DB {
  authors: AuthorsTable;
  taxonomies: TaxonomiesTable;
  posts: PostsTable;
  post_taxonomies: PostTaxonomiesTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
}
