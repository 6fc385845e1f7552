import { useContext } from "react";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { CONCLUSION_ID, paragraphs, sectionId } from "#app/lib/article-outline.ts";
import { useArticle } from "./article-context.tsx";
import { ArticleTextInHtml } from "./article-text-in-html.ts";

const PROSE_CLASS =
  "prose prose-lg prose-neutral dark:prose-invert max-w-[70ch] prose-headings:font-semibold prose-headings:tracking-tight prose-h2:mt-12 prose-h2:text-2xl sm:prose-h2:text-[1.75rem] prose-a:text-primary-600 dark:prose-a:text-primary-300 prose-figcaption:text-center prose-figcaption:text-sm prose-img:rounded-3xl prose-li:my-1.5 prose-p:leading-8";

/**
 * No HTML of ours, and none of the content's: an empty string, which React compares by value and
 * so never writes (an element with it keeps the children the server rendered, escaped by React).
 */
const KEEP_THE_PAGES_HTML = { __html: "" };

/**
 * The article text: intro paragraphs, the sections (heading, paragraphs or a list, an optional
 * image with caption) and the conclusion, set for reading (18 px, about 70 characters a line).
 */
export function ArticleBody({
  dropCap = false,
  pullQuote = false,
  className = "",
}: {
  /** Start the first paragraph with a large initial (the editorial layout). */
  dropCap?: boolean;
  /** Quote the description after the intro (the editorial layout). */
  pullQuote?: boolean;
  className?: string;
}) {
  const { post, bodyRef } = useArticle();
  const htmlText = useContext(ArticleTextInHtml);
  const bodyText = post.textInHtml ? htmlText : post;
  const props = {
    ref: bodyRef,
    id: "article-body",
    "data-testid": "article-body",
    className: `${PROSE_CLASS} ${className}`,
  };
  if (!bodyText) {
    // Hydrating a page whose HTML holds the text its data left out (app/lib/article-text.ts):
    // React leaves an element's own HTML as it is, and this one never changes.
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, no content: it keeps the server's escaped HTML
      <div {...props} dangerouslySetInnerHTML={KEEP_THE_PAGES_HTML} suppressHydrationWarning />
    );
  }
  return (
    <div {...props}>
      {bodyText.introParagraphs.map((paragraph, i) => (
        <p
          key={`intro-${i}`}
          className={
            i === 0
              ? `text-[1.2rem] text-neutral-700 leading-8 sm:text-[1.3rem] dark:text-neutral-200 ${
                  dropCap
                    ? "first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-semibold first-letter:text-[4.2rem] first-letter:text-primary-600 first-letter:leading-[0.85] dark:first-letter:text-primary-300"
                    : ""
                }`
              : undefined
          }
        >
          {paragraph}
        </p>
      ))}
      {pullQuote && post.desc && (
        <blockquote className="border-primary-500 border-l-4 font-medium text-neutral-800 not-italic dark:text-neutral-100">
          <p>{post.desc}</p>
        </blockquote>
      )}
      {bodyText.contentPairs.map((pair, i) => {
        if (typeof pair === "string") {
          return paragraphs(pair).map((text, j) => <p key={`pair-${i}-${j}`}>{text}</p>);
        }
        return (
          <section key={`pair-${i}`} aria-labelledby={sectionId(pair.header, i)}>
            <h2 id={sectionId(pair.header, i)} className="scroll-mt-24">
              {pair.header}
            </h2>
            {Array.isArray(pair.paragraph) ? (
              <ul>
                {pair.paragraph.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : (
              paragraphs(pair.paragraph).map((text, j) => <p key={j}>{text}</p>)
            )}
            {pair.image && (
              <figure>
                <ResponsiveImage
                  src={pair.image.link}
                  alt={pair.image.caption}
                  sizes="(min-width: 800px) 760px, calc(100vw - 32px)"
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full bg-neutral-100 object-cover dark:bg-neutral-800"
                />
                {pair.image.caption && <figcaption>{pair.image.caption}</figcaption>}
              </figure>
            )}
          </section>
        );
      })}
      {bodyText.conclusion.length > 0 && (
        <section aria-labelledby={CONCLUSION_ID}>
          <h2 id={CONCLUSION_ID} className="scroll-mt-24">
            Conclusion
          </h2>
          {bodyText.conclusion.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
    </div>
  );
}
