import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARTICLE_BUDGET,
  clientLimitMessage,
  MESSAGES,
} from "#app/features/comments/comment-rules.ts";
import { commentStamp } from "#app/features/comments/comment-stamp.server.ts";
import { commentAction } from "#app/features/comments/comments.public.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { pendingComments } from "#app/models/comments.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

/**
 * Issue 40, item 3, as a flood (its "Done when": what each spam rule caught): 100 clients each
 * send every kind of spam the rules know to one article, then one client sends legitimate
 * comments past its budget, 30 clients one each to another article past its budget, one client
 * a text already sent, and posts to a story that does not exist. Each is caught by its own rule
 * with its message, and only the comments that passed every rule are stored.
 */
const CLIENTS = 100;
/** The wait a budget's message names, which depends on the moment: tallied as one. */
const WAIT = /please wait .+ and try again/;
const WAITED = "please wait … and try again";

/** What the action answered: its status and message (a thrown answer, a 404, counts too). */
interface Answer {
  status: number;
  message: string;
}

/** The answers of one kind of post: "status message" -> how many. */
type Tally = Record<string, number>;

describe.each(DIALECTS)("a flood of comments on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let posts: { id: string; href: string }[];
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await importContent(fresh.db, path.resolve("content"));
    posts = await fresh.db
      .selectFrom("posts")
      .select(["id", "href"])
      .orderBy("idx")
      .limit(3)
      .execute();
  });
  afterAll(async () => {
    await fresh.drop();
  });

  /** Posts the form's fields to `href` (the article's own URL) from `client`. */
  async function send(href: string, fields: Record<string, string>, client: string) {
    const request = new Request(`http://localhost${href}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const answer = (result: unknown): Answer => {
      if (result instanceof Response) return { status: result.status, message: "" };
      const { data, init } = result as { data?: { message?: string }; init?: { status?: number } };
      return { status: init?.status ?? 200, message: data?.message ?? "" };
    };
    try {
      return answer(
        await commentAction({ request, params: {}, context: { clientAddress: client } } as never),
      );
    } catch (thrown) {
      return answer(thrown);
    }
  }

  it("catches each kind of spam with its own rule and message, and stores only what passed them all", async () => {
    const [spammed, budgeted, busy] = posts as [
      (typeof posts)[0],
      (typeof posts)[0],
      (typeof posts)[0],
    ];
    /** A form as a person sends it: the page's stamp of 10 s ago, and a text of its own. */
    const form = (post: { id: string }, text: string) => ({
      name: "Ana",
      email: "",
      comment: text,
      stamp: commentStamp(post.id, Date.now() - 10_000),
    });
    const tallies = new Map<string, Tally>();
    const count = (kind: string, { status, message }: Answer) => {
      const tally = tallies.get(kind) ?? {};
      const key = `${status} ${message.replace(WAIT, WAITED)}`;
      tally[key] = (tally[key] ?? 0) + 1;
      tallies.set(kind, tally);
    };
    const started = performance.now();

    // Every kind of spam from 100 clients, to one article.
    const spam: Record<string, (i: number) => Record<string, string>> = {
      honeypot: (i) => ({ ...form(spammed, `Great post ${i}`), website: "http://spam.example" }),
      "forged stamp": (i) => ({
        ...form(spammed, `Nice ${i}`),
        stamp: `${Date.now() - 10_000}.${"A".repeat(43)}`,
      }),
      "another post's stamp": (i) => ({
        ...form(spammed, `Nice ${i}`),
        stamp: commentStamp(busy.id, Date.now() - 10_000),
      }),
      "sent within 3 s": (i) => ({
        ...form(spammed, `Quick ${i}`),
        stamp: commentStamp(spammed.id),
      }),
      "more than 2 links": (i) =>
        form(spammed, `Cheap https://a.example https://b.example www.c.example ${i}`),
      "oversize name": (i) => ({ ...form(spammed, `Hello ${i}`), name: "N".repeat(61) }),
      "oversize body": (i) => form(spammed, `${"x".repeat(70_000)} ${i}`),
      "no text": () => form(spammed, ""),
    };
    for (let i = 0; i < CLIENTS; i++) {
      const client = `198.51.100.${i}`;
      for (const [kind, fields] of Object.entries(spam))
        count(kind, await send(spammed.href, fields(i), client));
    }
    // One client past its budget (3 a minute), to a second article.
    for (let i = 0; i < 10; i++) {
      count(
        "one client, 10 comments",
        await send(budgeted.href, form(budgeted, `Tip number ${i} from one reader`), "192.0.2.7"),
      );
    }
    // Another client sends a text already sent there.
    count(
      "the same text again",
      await send(budgeted.href, form(budgeted, "Tip number 0 from one reader"), "192.0.2.8"),
    );
    // 30 clients, one comment each, to a third article (10 a story in 10 minutes).
    for (let i = 0; i < 30; i++) {
      count(
        "30 clients, one article",
        await send(
          busy.href,
          form(busy, `Question ${i}: is it fine with a pushchair?`),
          `203.0.113.${i}`,
        ),
      );
    }
    // A story that does not exist.
    for (let i = 0; i < 10; i++) {
      count(
        "no such story",
        await send("/single/no-such-story", form(busy, `Hello ${i}`), `192.0.2.${100 + i}`),
      );
    }
    const floodMs = performance.now() - started;
    const table = [...tallies]
      .map(([kind, tally]) => `  ${kind}: ${JSON.stringify(tally)}`)
      .join("\n");
    console.log(
      `[comments flood] ${dialect}: ${[...tallies.values()].reduce((n, t) => n + Object.values(t).reduce((a, b) => a + b, 0), 0)} posts in ${Math.round(floodMs)} ms\n${table}`,
    );

    const each = (message: string, status = 400) => ({ [`${status} ${message}`]: CLIENTS });
    expect(tallies.get("honeypot")).toEqual(each(MESSAGES.honeypot));
    expect(tallies.get("forged stamp")).toEqual(each(MESSAGES.stamp));
    expect(tallies.get("another post's stamp")).toEqual(each(MESSAGES.stamp));
    expect(tallies.get("sent within 3 s")).toEqual(each(MESSAGES.tooFast));
    expect(tallies.get("more than 2 links")).toEqual(each(MESSAGES.links));
    expect(tallies.get("oversize name")).toEqual(each(MESSAGES.invalid));
    expect(tallies.get("oversize body")).toEqual(each(MESSAGES.tooLarge, 413));
    expect(tallies.get("no text")).toEqual(each(MESSAGES.invalid));
    expect(tallies.get("one client, 10 comments")).toEqual({
      "303 ": 3,
      [`429 ${clientLimitMessage(60).replace(WAIT, WAITED)}`]: 7,
    });
    expect(tallies.get("the same text again")).toEqual({ [`409 ${MESSAGES.duplicate}`]: 1 });
    expect(tallies.get("30 clients, one article")).toEqual({
      "303 ": ARTICLE_BUDGET,
      [`429 ${MESSAGES.article}`]: 30 - ARTICLE_BUDGET,
    });
    expect(tallies.get("no such story")).toEqual({ "404 ": 10 });

    // Stored: only the 3 + 10 that passed every rule, all pending.
    const pending = await pendingComments();
    expect(pending).toHaveLength(3 + ARTICLE_BUDGET);
    expect(
      pending.every((c) =>
        /^(Tip number [0-2] from one reader|Question \d+: is it fine with a pushchair\?)$/.test(
          c.text,
        ),
      ),
    ).toBe(true);
  }, 120_000);
});
