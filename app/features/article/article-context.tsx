import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import type { CommentsPage, Post, TeaserPost } from "#app/lib/types.ts";
import { collectPhotos, type Photo } from "./photos.ts";
import { increaseViewCount, nextViewKey } from "./view-counter.ts";

export interface LikeState {
  liked: boolean;
  count: number;
  toggle: () => void;
}

interface ArticleContextValue {
  post: Post;
  related: TeaserPost[];
  moreFromAuthor: TeaserPost[];
  /** The page of readers' comments and the form's stamp; null in a preview. */
  comments: ArticleComments | null;
  photos: Photo[];
  like: LikeState;
  /** 'Hide this author' (handled locally): hides 'More from author'. */
  authorHidden: boolean;
  setAuthorHidden: (hidden: boolean) => void;
  /** The body element, for the floating bar's scroll percentage. */
  bodyRef: RefObject<HTMLDivElement | null>;
}

type ArticleComments = CommentsPage & { stamp: string; received: boolean };

const Context = createContext<ArticleContextValue | null>(null);

/**
 * The state every article layout shares: the post, its photos, the like toggle (header and
 * floating bar show the same one) and the view counter.
 */
export function ArticleProvider({
  post,
  related,
  moreFromAuthor,
  comments,
  children,
}: {
  post: Post;
  related: TeaserPost[];
  moreFromAuthor: TeaserPost[];
  comments: ArticleComments | null;
  children: ReactNode;
}) {
  useViewCounter(post);
  const like = useLikeState(post);
  const [authorHidden, setAuthorHidden] = useState(false);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const photos = useMemo(() => collectPhotos(post), [post]);
  const value = useMemo(
    () => ({
      post,
      related,
      moreFromAuthor,
      comments,
      photos,
      like,
      authorHidden,
      setAuthorHidden,
      bodyRef,
    }),
    [post, related, moreFromAuthor, comments, photos, like, authorHidden],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useArticle(): ArticleContextValue {
  const value = useContext(Context);
  if (!value) throw new Error("useArticle needs <ArticleProvider>");
  return value;
}

/** Like toggle held locally (docs/spec.md#states); resets when another post shows. */
function useLikeState(post: Post): LikeState {
  const [state, setState] = useState({ id: post.id, liked: post.like.isLiked });
  const liked = state.id === post.id ? state.liked : post.like.isLiked;
  const toggle = useCallback(() => setState({ id: post.id, liked: !liked }), [post.id, liked]);
  const count = post.like.count - (post.like.isLiked ? 1 : 0) + (liked ? 1 : 0);
  return useMemo(() => ({ liked, count, toggle }), [liked, count, toggle]);
}

/**
 * docs/spec.md#states: one IncreasePostViewedCount per article load. The effect runs after
 * hydration or a client navigation; the ref guard keeps StrictMode's second effect, re-renders
 * (a like click) and query-only changes (the photo tour) from counting again.
 */
function useViewCounter(post: Post) {
  const { pathname } = useLocation();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const key = nextViewKey(lastKey.current, post, pathname);
    if (key === null) return;
    lastKey.current = key;
    void increaseViewCount(post);
  }, [post, pathname]);
}
