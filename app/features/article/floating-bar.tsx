import { useEffect, useState } from "react";
import { ArrowUpIcon } from "#app/components/ui/icons/outline.tsx";
import { ArticleCommentLink, ArticleLikeButton } from "./article-actions.tsx";
import { useArticle } from "./article-context.tsx";
import { readingProgress, showFloatingBar } from "./reading-progress.ts";

/**
 * The floating bar at the bottom of the screen while reading: like, comment, how far through the
 * article the reader is (scroll percentage) and back to top.
 */
export function FloatingBar() {
  const { bodyRef } = useArticle();
  const [state, setState] = useState({ visible: false, percent: 0 });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const body = bodyRef.current;
      if (!body) return;
      const rect = body.getBoundingClientRect();
      const next = {
        visible: showFloatingBar(rect.top, window.innerHeight),
        percent: readingProgress(rect.top, rect.height, window.innerHeight),
      };
      setState((s) => (s.visible === next.visible && s.percent === next.percent ? s : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [bodyRef]);

  return (
    <div
      data-testid="floating-bar"
      data-floating-bar
      inert={!state.visible}
      aria-hidden={!state.visible}
      className={`fixed inset-x-0 bottom-4 z-30 flex justify-center px-4 transition duration-300 sm:bottom-6 ${
        state.visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-6 opacity-0"
      }`}
    >
      <div className="flex items-center gap-1.5 rounded-full bg-white/95 p-1.5 shadow-xl ring-1 ring-black/5 backdrop-blur dark:bg-neutral-800/95 dark:ring-white/10">
        <ArticleLikeButton compact />
        <ArticleCommentLink compact />
        <span
          className="mx-1 h-6 border-neutral-200 border-l dark:border-neutral-700"
          aria-hidden="true"
        />
        <span
          className="min-w-[3.25rem] text-center font-semibold text-neutral-700 text-sm tabular-nums dark:text-neutral-200"
          data-testid="scroll-percentage"
        >
          <span className="sr-only">Read </span>
          {state.percent}%
        </span>
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          aria-label="Back to top"
          title="Back to top"
          className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-neutral-900 text-white transition hover:bg-neutral-700 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200"
        >
          <ArrowUpIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
