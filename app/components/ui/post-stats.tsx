import { Link } from "react-router";
import { ChatBubbleLeftRightIcon, EyeIcon } from "#app/components/ui/icons/outline.tsx";
import { abbreviateCount } from "#app/lib/format.ts";

/** The comment button of a card: links to / (docs/spec.md#home). */
export function CommentButton({ count }: { count: number }) {
  return (
    <Link to="/" title="Comments" className="card-pill card-pill-comment">
      <ChatBubbleLeftRightIcon aria-hidden="true" />
      <span>{abbreviateCount(count)}</span>
      <span className="sr-only">comments</span>
    </Link>
  );
}

export function ViewCount({ count }: { count: number }) {
  return (
    <span className="card-views">
      <EyeIcon aria-hidden="true" />
      <span>{abbreviateCount(count)}</span>
      <span className="sr-only">views</span>
    </span>
  );
}
