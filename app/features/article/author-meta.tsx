import { Fragment } from "react";
import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { Post } from "#app/lib/types.ts";

/** Author meta of an article header: avatar, name, categories, date and reading time. */
export function AuthorMeta({
  post,
  light = false,
  center = false,
  size = "md",
}: {
  post: Post;
  light?: boolean;
  center?: boolean;
  size?: "md" | "lg";
}) {
  const strong = light ? "text-white" : "text-neutral-900 dark:text-neutral-100";
  const soft = light ? "text-white/85" : "text-neutral-500 dark:text-neutral-400";
  return (
    <div className={`flex items-center gap-3 ${center ? "justify-center text-left" : ""}`}>
      <Link to={post.author.href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar
          name={post.author.displayName}
          src={post.author.avatar}
          size={size === "lg" ? "lg" : "md"}
        />
      </Link>
      <div className="min-w-0 text-sm">
        <p className={`flex flex-wrap items-center gap-x-1.5 ${soft}`}>
          <Link
            to={post.author.href}
            className={`-my-0.5 py-0.5 font-semibold hover:underline ${strong}`}
          >
            {post.author.displayName}
          </Link>
          {post.categories.length > 0 && (
            <>
              <span>in</span>
              <span>
                {post.categories.map((c, i) => (
                  <Fragment key={c.id}>
                    {i > 0 && ", "}
                    <Link
                      to={c.href}
                      className={`-my-0.5 py-0.5 font-medium hover:underline ${strong}`}
                    >
                      {c.name}
                    </Link>
                  </Fragment>
                ))}
              </span>
            </>
          )}
        </p>
        <p className={`mt-0.5 ${soft}`}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true" className="mx-1.5">
            ·
          </span>
          <span>{post.readingTime} min read</span>
        </p>
      </div>
    </div>
  );
}
