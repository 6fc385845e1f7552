import { describe, expect, it } from "vitest";
import {
  CLEAR_LONG_MS,
  CLEAR_SHORT_MS,
  clearDelay,
  createOutcome,
  exceptionOutcome,
  lookupErrorOutcome,
  lookupOutcome,
  NEWSLETTER_MESSAGES,
  newsletterLimitMessage,
  returnPath,
  subscribeToNewsletter,
} from "./newsletter-form.ts";

describe("newsletter state logic", () => {
  it("keeps success and exists for 3 s, everything else for 8 s", () => {
    expect(CLEAR_SHORT_MS).toBe(3000);
    expect(CLEAR_LONG_MS).toBe(8000);
    expect(clearDelay("success")).toBe(3000);
    expect(clearDelay("exists")).toBe(3000);
    expect(clearDelay("error")).toBe(8000);
    expect(clearDelay("empty")).toBe(8000);
  });

  it("maps the lookup status", () => {
    expect(lookupOutcome(200)).toEqual({
      state: "exists",
      message: "Looks like you're already subscribed!",
      clearAfterMs: 3000,
    });
    expect(lookupOutcome(404)).toBe("create");
    for (const status of [400, 401, 429, 500, 503, 201]) {
      expect(lookupOutcome(status)).toEqual({
        state: "error",
        message: "Error checking subscription. Please try again later.",
        clearAfterMs: 8000,
      });
    }
  });

  it("maps the create answer and exceptions", () => {
    expect(createOutcome(true)).toEqual({
      state: "success",
      message: "We have added you to our list!",
      clearAfterMs: 3000,
    });
    expect(createOutcome(false)).toEqual({
      state: "error",
      message: "Error while subscribing. Please try again later.",
      clearAfterMs: 8000,
    });
    expect(exceptionOutcome()).toEqual({
      state: "error",
      message: "Unexpected error. Please try again later.",
      clearAfterMs: 8000,
    });
    expect(NEWSLETTER_MESSAGES.errorBanner).toBe(
      "There was an error while trying to add you to our list.",
    );
  });
});

describe("subscribeToNewsletter", () => {
  function fakeFetch(answers: Record<string, number | Error>) {
    const calls: { url: string; method: string }[] = [];
    const fn = async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ url, method });
      const key = url.split("?")[0]!;
      const answer = answers[key];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new Error(`unexpected call ${url}`);
      return { ok: answer >= 200 && answer < 300, status: answer };
    };
    return { fn, calls };
  }

  it("looks up first, then creates a new subscription", async () => {
    const { fn, calls } = fakeFetch({
      "/api/GetSubscriptionByEmail": 404,
      "/api/CreateNewSubscription": 201,
    });
    const result = await subscribeToNewsletter(" ana+trips@example.com ", fn);
    expect(result.state).toBe("success");
    expect(calls).toEqual([
      { url: "/api/GetSubscriptionByEmail?email=ana%2Btrips%40example.com", method: "GET" },
      { url: "/api/CreateNewSubscription?email=ana%2Btrips%40example.com", method: "POST" },
    ]);
  });

  it("stops at the lookup when the address is already subscribed", async () => {
    const { fn, calls } = fakeFetch({ "/api/GetSubscriptionByEmail": 200 });
    expect((await subscribeToNewsletter("a@b.co", fn)).state).toBe("exists");
    expect(calls).toHaveLength(1);
  });

  it("reports a failing lookup, a failing create and a thrown exception", async () => {
    const lookupDown = fakeFetch({ "/api/GetSubscriptionByEmail": 500 });
    expect((await subscribeToNewsletter("a@b.co", lookupDown.fn)).message).toBe(
      NEWSLETTER_MESSAGES.lookupFailed,
    );
    expect(lookupDown.calls).toHaveLength(1);
    const createDown = fakeFetch({
      "/api/GetSubscriptionByEmail": 404,
      "/api/CreateNewSubscription": 500,
    });
    expect((await subscribeToNewsletter("a@b.co", createDown.fn)).message).toBe(
      NEWSLETTER_MESSAGES.createFailed,
    );
    const offline = fakeFetch({ "/api/GetSubscriptionByEmail": new TypeError("Failed to fetch") });
    expect((await subscribeToNewsletter("a@b.co", offline.fn)).message).toBe(
      NEWSLETTER_MESSAGES.unexpected,
    );
  });
});

describe("the form posted without JavaScript", () => {
  it("links back only to a path of this site", () => {
    expect(returnPath("/archive/summary")).toBe("/archive/summary");
    expect(returnPath("/about")).toBe("/about");
    expect(returnPath("//evil.example/x")).toBe("/");
    expect(returnPath("/\\evil.example")).toBe("/");
    expect(returnPath("https://evil.example/")).toBe("/");
    expect(returnPath("javascript:alert(1)")).toBe("/");
    expect(returnPath("/a\nb")).toBe("/");
    expect(returnPath(undefined)).toBe("/");
    expect(returnPath(["/about"])).toBe("/");
    expect(returnPath(`/${"a".repeat(2_000)}`)).toBe("/");
  });
  it("words a refused look-up as docs/spec.md does, with what to do as the detail", () => {
    expect(lookupErrorOutcome()).toEqual({
      state: "error",
      message: NEWSLETTER_MESSAGES.lookupFailed,
      clearAfterMs: CLEAR_LONG_MS,
    });
    expect(lookupErrorOutcome("Please enter a valid email address.").detail).toBe(
      "Please enter a valid email address.",
    );
    expect(newsletterLimitMessage(90)).toBe(
      "You have tried several times in a short time: please wait 2 minutes and try again.",
    );
  });
});
