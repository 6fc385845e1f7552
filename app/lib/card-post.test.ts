import { describe, expect, it } from "vitest";
import { toCardPost, toCardPosts, toSmallCardPost, toTripCardPosts } from "#app/lib/card-post.ts";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";

const author: Author = {
  id: 1,
  authorId: "a1",
  firstName: "Mia",
  lastName: "Harper",
  displayName: "Mia Harper",
  email: "mia@example.com",
  gender: "female",
  avatar: "/media/avatars/mia.jpg",
  bgImage: "/media/scenes/x.jpg",
  count: 9,
  href: "/author/Mia",
  desc: "A long biography no card shows.",
  jobName: "Author",
};
const beach: Taxonomy = {
  id: 3,
  taxonomyId: 3,
  name: "Beach",
  href: "/archive/3/beach",
  thumbnail: "/media/scenes/beach.jpg",
  count: 23,
  color: "blue",
  taxonomy: "category",
};

function post(id: string, trip: PostCard["trip"] = null): PostCard {
  return {
    id,
    index: 1,
    title: `Post ${id}`,
    desc: "A description.",
    href: `/single/${id}`,
    date: "2024-05-01",
    featuredImage: "/media/scenes/a.jpg",
    readingTime: 4,
    postType: "audio",
    section: "blog",
    author,
    authorId: "a1",
    categories: [beach],
    categoriesId: [3],
    tags: [{ ...beach, id: 9, taxonomy: "tag" }],
    like: { count: 3, isLiked: false },
    bookmark: { count: 1, isBookmarked: false },
    commentCount: 2,
    viewdCount: 40,
    galleryImgs: [],
    videoUrl: "",
    videoThumbnail: "",
    audioUrl: "/media/audio/a.mp3",
    duration: 95,
    trip,
  };
}

describe("toSmallCardPost", () => {
  it("keeps title, link, picture, date and the author's name only", () => {
    expect(toSmallCardPost(post("p1"))).toEqual({
      id: "p1",
      title: "Post p1",
      href: "/single/p1",
      date: "2024-05-01",
      featuredImage: "/media/scenes/a.jpg",
      author: { displayName: "Mia Harper" },
    });
  });
});

describe("toCardPost", () => {
  it("keeps what a card draws and drops the rest", () => {
    const card = toCardPost(post("p1"));
    expect(card).toEqual({
      id: "p1",
      title: "Post p1",
      desc: "A description.",
      href: "/single/p1",
      date: "2024-05-01",
      featuredImage: "/media/scenes/a.jpg",
      postType: "audio",
      like: { count: 3, isLiked: false },
      bookmark: { count: 1, isBookmarked: false },
      commentCount: 2,
      viewdCount: 40,
      galleryImgs: [],
      videoUrl: "",
      videoThumbnail: "",
      audioUrl: "/media/audio/a.mp3",
      duration: 95,
      author: {
        id: 1,
        displayName: "Mia Harper",
        avatar: "/media/avatars/mia.jpg",
        href: "/author/Mia",
      },
      categories: [{ id: 3, name: "Beach", href: "/archive/3/beach", color: "blue" }],
    });
  });
});

describe("toCardPosts", () => {
  it("shares one author and one category object across the list (sent once)", () => {
    const [a, b] = toCardPosts([post("p1"), post("p2")]);
    expect(a!.author).toBe(b!.author);
    expect(a!.categories[0]).toBe(b!.categories[0]);
  });

  it("keeps each post's trip for the trip cards", () => {
    const trip = { country: "PT" } as PostCard["trip"];
    const [a, b] = toTripCardPosts([post("p1", trip), post("p2")]);
    expect(a!.trip).toBe(trip);
    expect(b!.trip).toBeNull();
    expect(a).not.toHaveProperty("tags");
  });
});
