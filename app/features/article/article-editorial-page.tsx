import { Fragment } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/article-editorial";
import { ArticleBody } from "./article-body.tsx";
import { useArticle } from "./article-context.tsx";
import { ArticleAfterBody, ArticleFrame } from "./article-frame.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { TripGlance } from "./trip-glance.tsx";

/** Single layout 5: an editorial page, centred type, a panoramic picture, a drop cap. */
export function ArticleEditorialPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <header className="mx-auto max-w-4xl px-4 pt-12 text-center sm:px-6 sm:pt-20">
          <ArticleHeading
            categories={<Single5Categories />}
            titleClassName="mt-6 font-bold text-4xl text-neutral-900 leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl dark:text-neutral-100"
            descClassName="mx-auto mt-6 max-w-2xl text-neutral-500 text-xl leading-relaxed dark:text-neutral-400"
            metaClassName="mt-10 flex flex-col items-center gap-6"
            author={{ center: true, size: "lg" }}
            actions={{ className: "justify-center" }}
          />
        </header>
        <div className="mx-auto mt-12 max-w-[96rem] sm:mt-16 sm:px-6 lg:px-8">
          <ArticleFeaturedImage
            sizes="(min-width: 1536px) 1472px, 100vw"
            className="aspect-[4/3] w-full bg-neutral-100 object-cover sm:aspect-[2/1] sm:rounded-3xl lg:aspect-[12/5] dark:bg-neutral-800"
          />
        </div>
        <div className="mx-auto mt-12 max-w-3xl px-4 sm:mt-20 sm:px-6">
          <TripGlance className="mx-auto mb-12" />
          <ArticleBody dropCap pullQuote className="mx-auto" />
          <ArticleAfterBody className="mt-14" />
        </div>
      </article>
    </ArticleFrame>
  );
}

/** Single 5's categories: small capitals joined by slashes, above the centred title. */
function Single5Categories() {
  const { post } = useArticle();
  if (post.categories.length === 0) return null;
  return (
    <p className="font-semibold text-primary-600 text-xs uppercase tracking-[0.25em] dark:text-primary-300">
      {post.categories.map((c, i) => (
        <Fragment key={c.id}>
          {i > 0 && (
            <span aria-hidden="true" className="mx-2 text-neutral-300 dark:text-neutral-600">
              /
            </span>
          )}
          <Link to={c.href} className="hover:underline">
            {c.name}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
