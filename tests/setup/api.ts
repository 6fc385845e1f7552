import type { AppLoadContext } from "react-router";
import * as contact from "#app/features/api/contact.ts";
import * as createNewSubscription from "#app/features/api/create-new-subscription.ts";
import * as getAuthorByFirstName from "#app/features/api/get-author-by-first-name.ts";
import * as getAuthors from "#app/features/api/get-authors.ts";
import * as getHotelPosts from "#app/features/api/get-hotel-posts.ts";
import * as getPostByPathname from "#app/features/api/get-post-by-pathname.ts";
import * as getPosts from "#app/features/api/get-posts.ts";
import * as getPostsForAuthorId from "#app/features/api/get-posts-for-author-id.ts";
import * as getPostsForCategoryId from "#app/features/api/get-posts-for-category-id.ts";
import * as getSubscriptionByEmail from "#app/features/api/get-subscription-by-email.ts";
import * as getTaxonomies from "#app/features/api/get-taxonomies.ts";
import * as increasePostViewedCount from "#app/features/api/increase-post-viewed-count.ts";

type Handler = (args: { request: Request; params: object; context: object }) => unknown;
interface RouteModule {
  loader: Handler;
  action: Handler;
}

/** The API's route modules by their public path, as app/routes.ts maps them. */
const ROUTES = {
  "/api/GetPosts": getPosts,
  "/api/GetHotelPosts": getHotelPosts,
  "/api/GetPostsForGategoryId": getPostsForCategoryId,
  "/api/GetTaxonomies": getTaxonomies,
  "/api/GetAuthors": getAuthors,
  "/api/GetAuthorByFirstName": getAuthorByFirstName,
  "/api/GetPostsForAuthorId": getPostsForAuthorId,
  "/api/GetPostByPathname": getPostByPathname,
  "/api/IncreasePostViewedCount": increasePostViewedCount,
  "/api/GetSubscriptionByEmail": getSubscriptionByEmail,
  "/api/CreateNewSubscription": createNewSubscription,
  "/api/contact": contact,
} as unknown as Record<string, RouteModule>;

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls an API route module the way React Router does: GET/HEAD go to the loader, every other
 * method to the action. The answer must be a Response with a JSON body.
 */
export async function callApi<T = unknown>(
  method: string,
  pathAndQuery: string,
  init: { body?: string; headers?: Record<string, string>; context?: AppLoadContext } = {},
): Promise<ApiResult<T>> {
  const url = new URL(pathAndQuery, "http://localhost");
  const module = ROUTES[url.pathname];
  if (!module) throw new Error(`no API route ${url.pathname}`);
  const request = new Request(url, { method, body: init.body, headers: init.headers });
  const handler = method === "GET" || method === "HEAD" ? module.loader : module.action;
  // No load context: not a request over HTTP, so no rate limit applies; give one with a
  // `clientAddress` (as server/express-app.ts does) to call as that client.
  const response = await handler({ request, params: {}, context: init.context ?? {} });
  if (!(response instanceof Response)) throw new Error(`${url.pathname} did not answer a Response`);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as T };
}
