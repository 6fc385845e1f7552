import { useState } from "react";
import { Count } from "#app/components/ui/count.tsx";
import { HeartIcon } from "#app/components/ui/icons/outline.tsx";
import { HeartIcon as HeartSolid } from "#app/components/ui/icons/solid.tsx";

/** Like toggle, held locally (docs/spec.md#states), with the count abbreviated (1.2k). */
export function LikeButton({
  like,
  className = "",
}: {
  like: { count: number; isLiked: boolean };
  className?: string;
}) {
  const [liked, setLiked] = useState(like.isLiked);
  const count = like.count - (like.isLiked ? 1 : 0) + (liked ? 1 : 0);
  const Icon = liked ? HeartSolid : HeartIcon;
  return (
    <button
      type="button"
      aria-pressed={liked}
      title={liked ? "Unlike" : "Like"}
      onClick={(event) => {
        event.preventDefault();
        setLiked((v) => !v);
      }}
      className={`card-pill ${
        liked ? "bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300" : "card-pill-like"
      }${className ? ` ${className}` : ""}`}
    >
      {/* 18 px, as every icon of the pills (app/app.css). */}
      <Icon aria-hidden="true" />
      <Count value={count} data-testid="like-count" />
      <span className="sr-only">likes</span>
    </button>
  );
}
