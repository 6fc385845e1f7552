import { Link } from "react-router";
import { Count } from "#app/components/ui/count.tsx";
import { ChatBubbleLeftRightIcon, EyeIcon } from "#app/components/ui/icons/outline.tsx";

/** The comment button of a card: links to / (docs/spec.md#home). */
export function CommentButton({ count }: { count: number }) {
  return (
    <Link to="/" title="Comments" className="card-pill card-pill-comment">
      <ChatBubbleLeftRightIcon aria-hidden="true" />
      <Count value={count} />
      <span className="sr-only">comments</span>
    </Link>
  );
}

export function ViewCount({ count }: { count: number }) {
  return (
    <span className="card-views">
      <EyeIcon aria-hidden="true" />
      <Count value={count} />
      <span className="sr-only">views</span>
    </span>
  );
}
