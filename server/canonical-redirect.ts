import * as build from "virtual:react-router/server-build";
import { canonicalPaths, redirectToCanonical } from "./page-cache/canonical-path.ts";

/**
 * A page asked at a non-canonical path (`/about/`, `/ABOUT`) answers 301 to its canonical one,
 * before the page cache and routing (server/start.js; server/page-cache/canonical-path.ts).
 */
export const redirectNonCanonical = redirectToCanonical(canonicalPaths(build.routes));
