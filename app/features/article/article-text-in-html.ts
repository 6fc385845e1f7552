import { createContext } from "react";
import type { ArticleText } from "#app/lib/article-text.ts";

/**
 * The text of the article page being rendered, given by the server's entry
 * (app/entry.server.tsx) from what the loader put in the load context (`htmlOnly`): the page's
 * HTML holds it, its hydration data does not (app/lib/article-text.ts). Never set in the browser.
 */
export const ArticleTextInHtml = createContext<ArticleText | undefined>(undefined);
