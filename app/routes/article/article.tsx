import { data, Link } from "react-router";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { formatDate } from "#app/lib/format.ts";
import { findPostByPathname } from "#app/models/posts.server.ts";
import type { Route } from "./+types/article";

export async function loader({ request }: Route.LoaderArgs) {
  const post = await findPostByPathname(new URL(request.url).pathname);
  if (!post) throw data("Article not found", { status: 404 });
  return { post };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-3xl pt-10 sm:pt-16">
        <div className="flex flex-wrap gap-2">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} taxonomy={c} />
          ))}
        </div>
        <h1 className="mt-4 font-semibold text-3xl leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-lg text-neutral-500 dark:text-neutral-400">{post.desc}</p>
        <div className="mt-6 flex items-center gap-3 text-sm">
          <img
            src={post.author.avatar}
            alt=""
            width={44}
            height={44}
            className="h-11 w-11 rounded-full object-cover"
          />
          <div>
            <Link to={post.author.href} className="font-medium hover:underline">
              {post.author.displayName}
            </Link>
            <p className="text-neutral-500 dark:text-neutral-400">
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingTime} min
              read
            </p>
          </div>
        </div>
      </header>
      <img
        src={post.featuredImage}
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        className="mx-auto mt-10 aspect-[16/9] w-full max-w-5xl rounded-3xl object-cover"
      />
      <div className="prose prose-lg prose-neutral mx-auto mt-12 max-w-3xl dark:prose-invert">
        {post.introParagraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {post.contentPairs.map((pair, i) =>
          typeof pair === "string" ? (
            <p key={i}>{pair}</p>
          ) : (
            <section key={i}>
              <h2>{pair.header}</h2>
              {Array.isArray(pair.paragraph) ? (
                <ul>
                  {pair.paragraph.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              ) : (
                pair.paragraph.split("\n\n").map((p, j) => <p key={j}>{p}</p>)
              )}
              {pair.image && (
                <figure>
                  <img
                    src={pair.image.link}
                    alt={pair.image.caption}
                    width={1200}
                    height={800}
                    loading="lazy"
                    className="rounded-2xl"
                  />
                  <figcaption>{pair.image.caption}</figcaption>
                </figure>
              )}
            </section>
          ),
        )}
        {post.conclusion.length > 0 && <h2>Conclusion</h2>}
        {post.conclusion.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="font-semibold text-3xl">Article not found</h1>
      <p className="mt-4 text-neutral-500 dark:text-neutral-400">
        The story you are looking for has moved or never existed.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-full bg-primary-600 px-6 py-3 font-medium text-white hover:bg-primary-700"
      >
        Return Home Page
      </Link>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const post = loaderData?.post;
  if (!post) return [{ title: "Article not found · Wanderlust" }];
  return [{ title: `${post.title} · Wanderlust` }, { name: "description", content: post.desc }];
};
