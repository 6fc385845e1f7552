import { LRUCache } from "lru-cache";
import type { RouteObject } from "react-router";

/** A route of the server build's route manifest (`build.routes`), as matching needs it. */
export interface ManifestRoute<M> {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  module: M;
}

/**
 * The manifest as the tree `matchRoutes` walks, each route's `handle` what `handleOf` makes of
 * it (the methods it takes, the query it reads).
 */
export function routeTree<M>(
  routes: Record<string, ManifestRoute<M> | undefined>,
  handleOf: (route: ManifestRoute<M>) => unknown,
  parentId?: string,
): RouteObject[] {
  return Object.values(routes)
    .filter((r): r is ManifestRoute<M> => r !== undefined && r.parentId === parentId)
    .map((r): RouteObject => {
      const base = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, handle: handleOf(r) };
      return r.index
        ? { ...base, index: true }
        : { ...base, children: routeTree(routes, handleOf, r.id) };
    });
}

/**
 * `answer` of a path, remembered per path: matching walks every route (~2 ms of CPU for this
 * route table), and the same few paths come again and again. Bounded in bytes (paths can be long):
 * `size` counts what an answer holds beyond its path.
 */
export function byPath<T extends {}>(
  answer: (path: string) => T,
  size: (value: T) => number = () => 0,
): (path: string) => T {
  const known = new LRUCache<string, T>({
    maxSize: 1024 * 1024,
    sizeCalculation: (value, path) => path.length * 2 + 128 + size(value),
  });
  return (path) => {
    let value = known.get(path);
    if (value === undefined) {
      value = answer(path);
      known.set(path, value);
    }
    return value;
  };
}
