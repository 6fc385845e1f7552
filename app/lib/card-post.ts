import type { CardPost, PostCard, SmallCardPost, TripCardPost } from "#app/lib/types.ts";

/**
 * A post as a card draws it: only the fields the card components read, author and categories
 * cut to what a card shows. Page loaders send these for their lists ('Related posts', the home
 * and archive grids, search results...): a whole PostCard (tags, trip, the author's biography,
 * taxonomy counts) was most of a page's loader data.
 */
export function toCardPost(post: PostCard): CardPost {
  const { author, categories } = post;
  return {
    id: post.id,
    title: post.title,
    desc: post.desc,
    href: post.href,
    date: post.date,
    featuredImage: post.featuredImage,
    postType: post.postType,
    like: post.like,
    bookmark: post.bookmark,
    commentCount: post.commentCount,
    viewdCount: post.viewdCount,
    galleryImgs: post.galleryImgs,
    videoUrl: post.videoUrl,
    videoThumbnail: post.videoThumbnail,
    audioUrl: post.audioUrl,
    duration: post.duration,
    author: {
      id: author.id,
      displayName: author.displayName,
      avatar: author.avatar,
      href: author.href,
    },
    categories: categories.map(({ id, name, href, color }) => ({ id, name, href, color })),
  };
}

/** A post as a small card draws it: title, picture, author's name, date (the home's 'Popular posts'). */
export function toSmallCardPost(post: PostCard): SmallCardPost {
  return {
    id: post.id,
    title: post.title,
    href: post.href,
    date: post.date,
    featuredImage: post.featuredImage,
    author: { displayName: post.author.displayName },
  };
}

/** toCardPost for lists: the same author or category is one object, sent once in loader data. */
export function toCardPosts(posts: PostCard[]): CardPost[] {
  const authors = new Map<number, CardPost["author"]>();
  const taxonomies = new Map<number, CardPost["categories"][number]>();
  return posts.map((post) => {
    const card = toCardPost(post);
    const author = authors.get(card.author.id) ?? card.author;
    authors.set(author.id, author);
    const categories = card.categories.map((c) => {
      const shared = taxonomies.get(c.id) ?? c;
      taxonomies.set(c.id, shared);
      return shared;
    });
    return { ...card, author, categories };
  });
}

/** toCardPosts with each post's trip facts (the trip finder, the country pages). */
export function toTripCardPosts(posts: PostCard[]): TripCardPost[] {
  const cards = toCardPosts(posts);
  return cards.map((card, i) => ({ ...card, trip: posts[i]!.trip }));
}
