import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";

/** Per-process limits (a load balancer in front of several workers multiplies them: docs/scaling.md). */
export const LIMITS = {
  /** Any POST (API calls and form actions) from one IP. */
  postsPerIpPerMinute: 30,
  /** Newsletter sign-ups for one address, whatever the IP. */
  subscriptionsPerEmailPerHour: 5,
};

function tooMany(_req: Request, res: Response) {
  res
    .status(429)
    .type("application/json")
    .send(JSON.stringify({ error: "Too many requests: please wait a moment and try again." }));
}

/**
 * Rate limits on everything that writes (DESIGN.md section 10): POSTs per IP, and newsletter
 * sign-ups per normalised email. Answers 429 with Retry-After. RATE_LIMIT=off disables them
 * (load tests and the concurrency tests that deliberately hammer one address).
 */
export function rateLimits(): RequestHandler[] {
  if (process.env.RATE_LIMIT === "off") return [];
  const perIp = rateLimit({
    windowMs: 60_000,
    limit: LIMITS.postsPerIpPerMinute,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip: (req) => req.method !== "POST",
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "unknown"),
    handler: tooMany,
  });
  const perEmail = rateLimit({
    windowMs: 60 * 60_000,
    limit: LIMITS.subscriptionsPerEmailPerHour,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip: (req) => req.method !== "POST" || !/^\/api\/CreateNewSubscription$/i.test(req.path),
    keyGenerator: (req) =>
      `email:${String(req.query.email ?? "")
        .trim()
        .toLowerCase()}`,
    handler: tooMany,
  });
  return [perIp, perEmail];
}
