import type { Generated } from "kysely";
import type { PostType, Section, TaxonomyColor, TaxonomyKind } from "#app/lib/enums.ts";
import type { TripLength } from "#app/lib/trips.ts";

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
  /** When the post went live, ISO 8601 (migration 013): the newsletter's "new" posts. */
  published_at: string;
  /** A hash of what the importer last wrote for it ("" for others): unchanged, not rewritten. */
  content_hash: Generated<string>;
}

/** A draft or a scheduled post (migration 013; app/models/pending-posts.server.ts). */
export interface PendingPostsTable {
  slug: string;
  state: "draft" | "scheduled";
  /** When a scheduled post goes live, ISO 8601 UTC; null for a draft. */
  live_at: string | null;
  preview_token: string;
  /** The post's file, for the messages that list drafts and scheduled posts. */
  file: string;
  /** JSON: the PostInput the importer would write (app/models/post-writes.server.ts). */
  input: string;
  /** JSON: its taxonomy ids, in order. */
  taxonomy_ids: string;
}

interface PostTaxonomiesTable {
  post_id: string;
  taxonomy_id: number;
  sort_order: number;
}

/** A post's trip facts (migration 007; app/lib/trips.ts): one row per post with a `trip:` block. */
interface PostTripsTable {
  post_id: string;
  destination: string;
  country: string;
  lat: number;
  lng: number;
  /** Bit (month - 1) per month of the trip (monthsToMask). */
  months: number;
  days: number;
  /** lengthOf(days): weekend, week or long. */
  length: TripLength;
  age_min: number;
  age_max: number;
  budget: number;
  getting_there: string | null;
}

/**
 * The trips counted by every combination of the finder's filter columns (migration 007), rebuilt
 * from post_trips after each import or seeding (refreshTripSummary): the finder's counts and
 * facets read these few rows instead of every trip.
 */
interface TripSummaryTable {
  country: string;
  budget: number;
  length: TripLength;
  months: number;
  age_min: number;
  age_max: number;
  trips: number;
}

/**
 * One row per place (country and destination name) with trips: its trip count and its newest
 * post (migration 007), rebuilt with trip_summary, for the destinations map.
 */
interface TripDestinationsTable {
  country: string;
  destination: string;
  lat: number;
  lng: number;
  trips: number;
  post_id: string;
}

interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: string;
  /**
   * Set by the unsubscribe link (migration 008); cleared only by the link of a confirmation mail
   * asked for since (migration 010), never by a sign-up alone.
   */
  unsubscribed_at: string | null;
}

/** The columns of a mail retried with back-off (migrations 004, 008 and 010). */
export interface MailQueueColumns {
  id: Generated<number>;
  created_at: string;
  mailed_at: string | null;
  mail_error: string | null;
  /** Send attempts made (or under way). */
  mail_attempts: Generated<number>;
  /** When the next attempt is due (ISO time); null when mailed, given up or not to be mailed. */
  next_mail_at: string | null;
}

/** The welcome mail of a sign-up (migration 008). */
interface NewsletterWelcomesTable extends MailQueueColumns {
  subscription_id: number;
}

/**
 * The confirmation mail of a sign-up with an address that unsubscribed (migration 010):
 * `created_at` is when it was asked for.
 */
interface NewsletterConfirmationsTable extends MailQueueColumns {
  subscription_id: number;
}

interface NewsletterDigestsTable {
  id: Generated<number>;
  created_at: string;
  /** JSON array of post ids. */
  post_ids: string;
  /**
   * The newest `published_at` of its posts (migration 013; before it, the newest post's date):
   * the next digest's posts went live at or after it.
   */
  newest_date: string;
  finished_at: string | null;
  /** The run sending it (`host:pid`), while one does. */
  runner: string | null;
  /** When that run last renewed its lease (migration 014). */
  runner_seen_at: string | null;
}

interface NewsletterDeliveriesTable {
  digest_id: number;
  subscription_id: number;
  status: Generated<"pending" | "sending" | "sent" | "failed" | "skipped">;
  attempts: Generated<number>;
  sent_at: string | null;
  error: string | null;
}

interface ContactMessagesTable extends MailQueueColumns {
  from_name: string;
  reply_to: string;
  message: string;
}

export type CommentStatus = "pending" | "approved" | "rejected";

/**
 * A reader's comment or an owners' reply (migration 018, app/models/comments.server.ts), with the
 * queue columns of the owners' moderation mail.
 */
interface CommentsTable extends MailQueueColumns {
  /** The post's stable id (postIdFor(slug)); no foreign key: comments outlive a post's drafts. */
  post_id: string;
  /** The comment a reply answers; null for a comment. */
  parent_id: number | null;
  name: string;
  /** Never shown; used only for the reply notification (when `notify` is 1). */
  email: string | null;
  /** 0 or 1. */
  notify: Generated<number>;
  body: string;
  status: Generated<CommentStatus>;
  /** `authors.id` of the owner who wrote a reply; null for a reader's comment. */
  author_id: number | null;
  decided_at: string | null;
  /** commentTextHash of the body: the same text twice on a post is refused. */
  text_hash: string;
}

/** A moderation link used (migration 019): each works once. */
interface CommentLinksUsedTable {
  /** The link's key: its action, comment and the time it was made. */
  link: string;
  comment_id: number;
  used_at: string;
}

/** One row (id 1): bumped by every content import (migration 009). */
interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: string;
}

/** Page views without cookies (migration 011, app/models/page-views.server.ts). */
interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

interface PageViewsTable {
  day: string;
  path: string;
  source: string;
  device: string;
  visitor: string;
  /** A site search's normalised term (migration 017); '' for any other page. */
  search_term: Generated<string>;
  /** The results that search found; 0 for any other page. */
  search_results: Generated<number>;
}

interface PageViewDaysTable {
  day: string;
  dimension: "total" | "path" | "source" | "device";
  value: string;
  pageviews: number;
  visitors: number;
}

/** Page views to forward (migration 012): the mail queue's columns, and the event as JSON. */
interface AnalyticsForwardsTable extends MailQueueColumns {
  payload: string;
}

interface SearchDaysTable {
  day: string;
  term: string;
  searches: number;
  results: number;
}

export interface DB {
  authors: AuthorsTable;
  taxonomies: TaxonomiesTable;
  posts: PostsTable;
  pending_posts: PendingPostsTable;
  post_taxonomies: PostTaxonomiesTable;
  post_trips: PostTripsTable;
  trip_summary: TripSummaryTable;
  trip_destinations: TripDestinationsTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
  newsletter_welcomes: NewsletterWelcomesTable;
  newsletter_confirmations: NewsletterConfirmationsTable;
  newsletter_digests: NewsletterDigestsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  content_version: ContentVersionTable;
  analytics_salts: AnalyticsSaltsTable;
  page_views: PageViewsTable;
  page_view_days: PageViewDaysTable;
  search_days: SearchDaysTable;
  analytics_forwards: AnalyticsForwardsTable;
  comments: CommentsTable;
  comment_links_used: CommentLinksUsedTable;
}
