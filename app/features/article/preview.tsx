import { data } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { notFound } from "#app/lib/error-page.ts";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { previewPost } from "#app/models/pending-posts.server.ts";
import type { Route } from "./+types/preview";
import { articleDataOf } from "./article-data.server.ts";
import { articleRouteMeta } from "./article-route.ts";

/**
 * /preview/{token}: a draft or a scheduled post exactly as its page will show it once live
 * (issue 26; docs/writing-posts.md#preview), for whoever has the link (`npm run content:import`
 * and the server's start print it). Never stored by the page cache, never indexed; a link of no
 * pending post (a forged one, or a post live since) is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await previewPost(params.token);
  if (!found) throw notFound("article");
  return data(await articleDataOf(found.post), { headers: PRIVATE_HEADERS });
}

/** The query string the article reads (the photo tour's), as the article's own page. */
export const handle = { query: QUERY.article };

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

const ArticlePage = later(() => import("./article-page.tsx").then((m) => m.ArticlePage));

export default function Preview({ loaderData }: Route.ComponentProps) {
  return <ArticlePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...articleRouteMeta(data),
  { name: "robots", content: "noindex, nofollow" },
];
