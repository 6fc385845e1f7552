import { CommentsSection } from "#app/features/comments/comments-section.public.tsx";
import { useArticle } from "./article-context.tsx";

/** Where the comment buttons lead: readers' questions and tips, and the form to ask (issue 40). */
export function ArticleComments({ className = "" }: { className?: string }) {
  const { post, comments } = useArticle();
  return <CommentsSection comments={comments} count={post.commentCount} className={className} />;
}
