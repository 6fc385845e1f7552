import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The site's secret signs the newsletter's links and the drafts' preview links. It was called
 * NEWSLETTER_SECRET: that name is still read when SITE_SECRET is unset, so a site that keeps it
 * (or renames it, same value) breaks no link already mailed.
 */

const A = "a-first-secret-of-enough-length";
const B = "a-second-secret-of-enough-length";

/** The links signed under these variables, from fresh modules (env() and the secret cache once). */
async function linksWith(variables: { SITE_SECRET?: string; NEWSLETTER_SECRET?: string }) {
  vi.resetModules();
  // An empty variable is an unset one (app/env.server.ts): neither leaks in from the environment.
  vi.stubEnv("SITE_SECRET", variables.SITE_SECRET ?? "");
  vi.stubEnv("NEWSLETTER_SECRET", variables.NEWSLETTER_SECRET ?? "");
  vi.stubEnv("SITE_URL", "https://wanderlust.example");
  const tokens = await import("#app/features/newsletter/newsletter-token.server.ts");
  const preview = await import("#app/features/content/preview-token.server.ts");
  return {
    unsubscribe: tokens.unsubscribeUrl(3, "a@example.com"),
    resubscribe: tokens.resubscribeUrl(4, 3, "a@example.com"),
    preview: preview.previewTokenOf("a-draft"),
  };
}

describe("the site's secret", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("signs with NEWSLETTER_SECRET alone the same links as with SITE_SECRET of that value", async () => {
    const before = await linksWith({ NEWSLETTER_SECRET: A });
    expect(await linksWith({ SITE_SECRET: A })).toEqual(before);
  });

  it("takes SITE_SECRET over NEWSLETTER_SECRET when both are set", async () => {
    const both = await linksWith({ SITE_SECRET: B, NEWSLETTER_SECRET: A });
    expect(both).toEqual(await linksWith({ SITE_SECRET: B }));
    const old = await linksWith({ NEWSLETTER_SECRET: A });
    for (const link of ["unsubscribe", "resubscribe", "preview"] as const) {
      expect(both[link], link).not.toBe(old[link]);
    }
  });
});
