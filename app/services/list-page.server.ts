import { toCardPosts } from "#app/lib/card-post.ts";
import type { ListSort } from "#app/lib/enums.ts";
import { pageCount, parsePage } from "#app/lib/paging.ts";
import type { CardPost } from "#app/lib/types.ts";
import { countPosts, listPosts, type PostFilter } from "#app/models/posts.server.ts";

export interface ListPageOptions {
  filter?: PostFilter;
  sort?: ListSort;
  /** `?page=` as the URL has it (anything: it is parsed and clamped here). */
  page: string | null | undefined;
  pageSize: number;
  /** 'Show me more' (`?all=1`, `?show=all`): every post, on page 1 of 1. */
  all?: boolean;
  /** The slice a page needs when it is not just the page (the author's two-width window). */
  window?: (page: number) => { offset: number; limit: number };
}

export interface ListPage {
  /** The page's posts as cards draw them (app/lib/card-post.ts). */
  posts: CardPost[];
  /** Every matching post, not just this page's. */
  total: number;
  /** The page shown: `?page=` clamped to the pages that exist. */
  page: number;
  pages: number;
  /** Where `posts` starts in the whole sorted list. */
  offset: number;
}

/**
 * One page of a post list, the way the home, archive, video archive and author pages page: count
 * (memoised, so almost always free), clamp `?page=` to the pages that exist (an out-of-range page
 * shows the last one), fetch that page.
 */
export async function loadListPage(options: ListPageOptions): Promise<ListPage> {
  const { filter = {}, sort, pageSize, all = false } = options;
  const total = await countPosts(filter);
  const page = all ? 1 : parsePage(options.page, total, pageSize);
  const { offset, limit } = all
    ? { offset: 0, limit: null }
    : (options.window?.(page) ?? { offset: (page - 1) * pageSize, limit: pageSize });
  return {
    posts: toCardPosts(await listPosts({ filter, sort, limit, offset })),
    total,
    page,
    pages: all ? 1 : pageCount(total, pageSize),
    offset,
  };
}
