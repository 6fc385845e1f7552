import type { Post } from "#app/lib/types.ts";

/** An article's text: what its body shows, and what its page's HTML sends once. */
export type ArticleText = Pick<Post, "introParagraphs" | "contentPairs" | "conclusion">;

export function articleText(post: ArticleText): ArticleText {
  return {
    introParagraphs: post.introParagraphs,
    contentPairs: post.contentPairs,
    conclusion: post.conclusion,
  };
}

/**
 * The post as an article page's hydration data carries it when the page's HTML holds its text
 * (issue 24: the text was sent twice): every paragraph, list item and conclusion emptied. Their
 * number, the sections' headings and their images are kept: the outline, the photo tour and the
 * body's shape read them in the browser.
 */
export function withoutText(post: Post): Post {
  return {
    ...post,
    textInHtml: true,
    introParagraphs: post.introParagraphs.map(() => ""),
    contentPairs: post.contentPairs.map((pair) =>
      typeof pair === "string"
        ? ""
        : {
            ...pair,
            paragraph: Array.isArray(pair.paragraph) ? pair.paragraph.map(() => "") : "",
          },
    ),
    conclusion: post.conclusion.map(() => ""),
  };
}
