/** The JSON shapes of docs/spec.md#entities, as the /api contract and the pages use them. */

import type { PostType, Section, TaxonomyColor, TaxonomyKind } from "#app/lib/enums.ts";
import type { Trip } from "#app/lib/trips.ts";

export interface Taxonomy {
  id: number;
  taxonomyId: number;
  name: string;
  href: string;
  thumbnail: string;
  count: number;
  color: TaxonomyColor;
  taxonomy: TaxonomyKind;
}

export interface Author {
  id: number;
  authorId: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  gender: string;
  avatar: string;
  bgImage: string;
  count: number;
  href: string;
  desc: string;
  jobName: string;
}

interface ContentImage {
  link: string;
  caption: string;
}

export interface ContentSection {
  header: string;
  paragraph: string | string[];
  image?: ContentImage;
}

/** A contentPairs item is plain text or a section. */
export type ContentPair = string | ContentSection;

/** What list calls return: everything a card needs, no body. */
export interface PostCard {
  id: string;
  index: number;
  title: string;
  desc: string;
  href: string;
  date: string;
  featuredImage: string;
  readingTime: number;
  postType: PostType;
  section: Section;
  author: Author;
  authorId: string;
  categories: Taxonomy[];
  categoriesId: number[];
  tags: Taxonomy[];
  like: { count: number; isLiked: boolean };
  bookmark: { count: number; isBookmarked: boolean };
  commentCount: number;
  viewdCount: number;
  galleryImgs: string[];
  videoUrl: string;
  videoThumbnail: string;
  audioUrl: string;
  /**
   * Length of the video or audio in whole seconds, read from the file at import; null for other
   * posts or when unknown. Not in docs/spec.md: an extra field of the /api post JSON.
   */
  duration: number | null;
  /** The trip's facts (app/lib/trips.ts), null for a post without a `trip:` block. */
  trip: Trip | null;
}

/** What a card draws of a post's author. */
type CardAuthor = Pick<Author, "id" | "displayName" | "avatar" | "href">;

/** What a card draws of a category. */
export type CardTaxonomy = Pick<Taxonomy, "id" | "name" | "href" | "color">;

/**
 * A post as the cards draw it (app/components/ui/cards and media, app/features/archive): what page loaders send for
 * lists, so the page's loader data carries no field no card reads (app/lib/card-post.ts). The
 * /api list calls still answer whole PostCards.
 */
export interface CardPost
  extends Pick<
    PostCard,
    | "id"
    | "title"
    | "desc"
    | "href"
    | "date"
    | "featuredImage"
    | "postType"
    | "like"
    | "bookmark"
    | "commentCount"
    | "viewdCount"
    | "galleryImgs"
    | "videoUrl"
    | "videoThumbnail"
    | "audioUrl"
    | "duration"
  > {
  author: CardAuthor;
  categories: CardTaxonomy[];
}

/** A post as a small card draws it (app/components/ui/cards/post-card-small.tsx). */
export interface SmallCardPost
  extends Pick<CardPost, "id" | "title" | "href" | "date" | "featuredImage"> {
  author: Pick<CardAuthor, "displayName">;
}

/**
 * A post as the article's 'Related posts' and 'More from author' draw it: a picture, the title
 * and the date (app/features/article/teaser-card.tsx).
 */
export interface TeaserPost extends Pick<PostCard, "id" | "title" | "href" | "date"> {
  /** The featured image, or a video's thumbnail where the post has none. */
  image: string;
}

/** A card of the trip finder and the country pages: the card and the trip's facts. */
export interface TripCardPost extends CardPost {
  trip: Trip | null;
}

/** What single-post calls return: the card plus the body. */
export interface Post extends PostCard {
  introParagraphs: string[];
  contentPairs: ContentPair[];
  conclusion: string[];
  /**
   * Set in an article page's hydration data: the text fields above are emptied there, the
   * page's HTML holding the text (app/lib/article-text.ts).
   */
  textInHtml?: true;
}

/** A piece of text, marked when it matched the search: rendered by React (<mark>), never as HTML. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** A post as the newsletter digest shows it (app/models/newsletter.server.ts). */
export interface DigestPost {
  title: string;
  description: string;
  /** The post's path (`/city/2024/slug`). */
  href: string;
  /** YYYY-MM-DD. */
  date: string;
  /** `/media/...` (resized through /img/) or an absolute URL. */
  featuredImage: string;
  author?: string;
}

/** An owners' reply shown beneath a reader's comment (issue 40). */
export interface CommentReply {
  id: number;
  name: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  /** The replying author (null when the author is no longer in the content). */
  author: {
    id: number;
    authorId: string;
    displayName: string;
    avatar: string;
    href: string;
  } | null;
}

/** An approved reader's comment (a question or a tip) with its approved replies. */
export interface ArticleComment {
  id: number;
  name: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  replies: CommentReply[];
}

/** A page of an article's approved comments (50 top-level comments a page). */
export interface CommentsPage {
  comments: ArticleComment[];
  /** Approved top-level comments of the post, all pages. */
  total: number;
  /** This page, from 1. */
  page: number;
  /** How many pages (at least 1). */
  pages: number;
}
