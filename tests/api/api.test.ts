import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import type { Author, Post, PostCard, Taxonomy } from "#app/lib/types.ts";
import { countContactMessages, findContactMessageByText } from "#app/models/messages.server.ts";
import { listSubscribers, unsubscribe } from "#app/models/subscriptions.server.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const CONTENT = path.resolve("content");

describe.each(DIALECTS)("the /api contract on %s", (dialect) => {
  let drop: () => Promise<void>;
  let posts: PostCard[];

  beforeAll(async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    await importContent(fresh.db, CONTENT);
    posts = (await callApi<PostCard[]>("GET", "/api/GetPosts")).body;
  });
  afterAll(async () => drop());

  describe("GetPosts", () => {
    it("lists every sample post, newest first, as cards without body fields", () => {
      expect(posts.length).toBeGreaterThanOrEqual(80);
      const dates = posts.map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const first = posts[0]!;
      for (const key of ["id", "index", "title", "desc", "href", "date", "featuredImage"]) {
        expect(first).toHaveProperty(key);
      }
      expect(first.author.displayName).toBeTruthy();
      expect(first.like).toEqual({ count: expect.any(Number), isLiked: false });
      expect(first.bookmark).toEqual({ count: expect.any(Number), isBookmarked: false });
      expect(typeof first.viewdCount).toBe("number");
      expect(first).not.toHaveProperty("introParagraphs");
    });

    it("holds all four post types and both sections", () => {
      const count = (type: string) => posts.filter((p) => p.postType === type).length;
      expect(count("gallery")).toBeGreaterThanOrEqual(20);
      expect(count("video")).toBeGreaterThanOrEqual(20);
      expect(count("audio")).toBeGreaterThanOrEqual(20);
      expect(count("standard")).toBeGreaterThanOrEqual(20);
    });

    it("answers 405 with an Allow header for POST", async () => {
      const res = await callApi<{ error: string }>("POST", "/api/GetPosts");
      expect(res.status).toBe(405);
      expect(res.body.error).toMatch(/not allowed/);
      expect(res.headers.get("Allow")).toContain("GET");
    });
  });

  it("GetHotelPosts lists only hotel reviews, under /hotels/", async () => {
    const res = await callApi<PostCard[]>("GET", "/api/GetHotelPosts");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    for (const post of res.body)
      expect(post.href).toMatch(/^\/hotels\/(airport|city|all-inclusive|beach)\/\d{4}\//);
  });

  describe("GetTaxonomies", () => {
    it("lists the ten demo categories and the tags, each with a count", async () => {
      const res = await callApi<Taxonomy[]>("GET", "/api/GetTaxonomies");
      const names = res.body.filter((t) => t.taxonomy === "category").map((t) => t.name);
      expect(names).toEqual([
        "City",
        "All-Inclusive",
        "Beach",
        "Summer",
        "Winter",
        "Winter Sun",
        "Long Weekend",
        "Family",
        "Roadtrip",
        "Cruise",
      ]);
      expect(res.body.filter((t) => t.taxonomy === "tag").length).toBeGreaterThanOrEqual(12);
      const city = res.body.find((t) => t.name === "City")!;
      expect(city.count).toBe(posts.filter((p) => p.categoriesId.includes(city.id)).length);
      expect(city.href).toBe(`/archive/${city.id}/city`);
    });
  });

  describe("GetPostsForGategoryId", () => {
    it("lists the posts of a category", async () => {
      const res = await callApi<PostCard[]>("GET", "/api/GetPostsForGategoryId?categoryId=3");
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const post of res.body) expect(post.categoriesId).toContain(3);
    });
    it.each([
      ["", /categoryId is required/],
      ["?categoryId=", /whole number/],
      ["?categoryId=abc", /whole number/],
      ["?categoryId=-1", /whole number/],
      ["?categoryId=1.5", /whole number/],
      ["?categoryId=99999999999999999999", /whole number/],
    ])("answers 400 for %s", async (query, message) => {
      const res = await callApi<{ error: string }>("GET", `/api/GetPostsForGategoryId${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    });
    it("answers 404 for an unknown category", async () => {
      const res = await callApi<{ error: string }>(
        "GET",
        "/api/GetPostsForGategoryId?categoryId=4242",
      );
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/4242/);
    });
  });

  describe("authors", () => {
    it("GetAuthors lists at least 8 authors with every field and their post counts", async () => {
      const res = await callApi<Author[]>("GET", "/api/GetAuthors");
      expect(res.body.length).toBeGreaterThanOrEqual(8);
      for (const author of res.body) {
        for (const key of [
          "authorId",
          "firstName",
          "lastName",
          "displayName",
          "email",
          "avatar",
          "bgImage",
          "desc",
          "jobName",
          "gender",
        ] as const) {
          expect(author[key], `${author.firstName}.${key}`).toBeTruthy();
        }
        expect(author.href).toBe(`/author/${author.firstName}`);
        expect(author.count).toBe(posts.filter((p) => p.authorId === author.authorId).length);
      }
    });

    it("GetAuthorByFirstName finds an author case-insensitively, else 404 or 400", async () => {
      const found = await callApi<Author>("GET", "/api/GetAuthorByFirstName?firstName=sOFIA");
      expect(found.status).toBe(200);
      expect(found.body.displayName).toBe("Sofia Harper");
      const missing = await callApi<{ error: string }>(
        "GET",
        "/api/GetAuthorByFirstName?firstName=Nobody",
      );
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe("Author information not found");
      const bad = await callApi<{ error: string }>("GET", "/api/GetAuthorByFirstName");
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/firstName is required/);
    });

    it("GetPostsForAuthorId lists that author's posts, else 404 or 400", async () => {
      const sofia = (await callApi<Author>("GET", "/api/GetAuthorByFirstName?firstName=Sofia"))
        .body;
      const res = await callApi<PostCard[]>(
        "GET",
        `/api/GetPostsForAuthorId?authorId=${sofia.authorId}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(sofia.count);
      for (const post of res.body) expect(post.authorId).toBe(sofia.authorId);
      expect((await callApi("GET", "/api/GetPostsForAuthorId?authorId=ghost")).status).toBe(404);
      expect((await callApi("GET", "/api/GetPostsForAuthorId")).status).toBe(400);
    });
  });

  describe("GetPostByPathname", () => {
    it("finds a post by its href with the full body", async () => {
      const card = posts.find((p) => p.postType === "standard" && p.section === "blog")!;
      const res = await callApi<Post>(
        "GET",
        `/api/GetPostByPathname?pathname=${encodeURIComponent(card.href)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(card.id);
      expect(res.body.introParagraphs.length).toBeGreaterThan(0);
      expect(res.body.contentPairs.length).toBeGreaterThanOrEqual(3);
      expect(res.body.conclusion.length).toBeGreaterThan(0);
    });
    it("finds a post by the slug at the end of any layout path", async () => {
      const card = posts.find((p) => p.postType === "video")!;
      const slug = card.href.split("/").pop();
      const res = await callApi<Post>("GET", `/api/GetPostByPathname?pathname=/single-3/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(card.id);
    });
    it("answers 404 for an unknown path and 400 for a missing or relative one", async () => {
      expect(
        (await callApi("GET", "/api/GetPostByPathname?pathname=/city/2023/nowhere")).status,
      ).toBe(404);
      expect((await callApi("GET", "/api/GetPostByPathname")).status).toBe(400);
      expect((await callApi("GET", "/api/GetPostByPathname?pathname=city")).status).toBe(400);
      expect(
        (await callApi("GET", `/api/GetPostByPathname?pathname=/${"x".repeat(2000)}`)).status,
      ).toBe(400);
    });
  });

  describe("IncreasePostViewedCount", () => {
    it("adds exactly one view per call and answers the new count", async () => {
      const card = posts[5]!;
      const url = `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index}`;
      const first = await callApi<{ viewdCount: number }>("GET", url);
      expect(first.status).toBe(200);
      expect(first.body.viewdCount).toBe(card.viewdCount + 1);
      await Promise.all(Array.from({ length: 20 }, () => callApi("GET", url)));
      const last = await callApi<{ viewdCount: number }>("GET", url);
      expect(last.body.viewdCount).toBe(card.viewdCount + 22);
    });
    it("answers 404 for an unknown id or a mismatched partition key, 400 for bad input", async () => {
      const card = posts[0]!;
      expect(
        (
          await callApi(
            "GET",
            `/api/IncreasePostViewedCount?itemId=nope&partitionKey=${card.index}`,
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await callApi(
            "GET",
            `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index + 1}`,
          )
        ).status,
      ).toBe(404);
      expect((await callApi("GET", `/api/IncreasePostViewedCount?itemId=${card.id}`)).status).toBe(
        400,
      );
      expect(
        (await callApi("GET", `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=x`))
          .status,
      ).toBe(400);
    });
  });

  describe("newsletter", () => {
    it("creates a subscription once (201), then reports it exists (200)", async () => {
      const email = `  Reader.${dialect}@Example.COM `;
      const lookup = () =>
        callApi("GET", `/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`);
      expect((await lookup()).status).toBe(404);
      const created = await callApi(
        "POST",
        `/api/CreateNewSubscription?email=${encodeURIComponent(email)}`,
      );
      expect(created.status).toBe(201);
      expect((await lookup()).status).toBe(200);
      const again = await callApi(
        "POST",
        `/api/CreateNewSubscription?email=reader.${dialect}@example.com`,
      );
      expect(again.status).toBe(200);
    });
    it("answers an address that unsubscribed as a new one, and keeps it off the list (no mail set up)", async () => {
      const email = `left.${dialect}@example.com`;
      const signUp = (address: string) =>
        callApi("POST", `/api/CreateNewSubscription?email=${encodeURIComponent(address)}`);
      const lookup = async (address: string) =>
        (await callApi("GET", `/api/GetSubscriptionByEmail?email=${encodeURIComponent(address)}`))
          .status;
      expect((await signUp(email)).status).toBe(201);
      const row = (await listSubscribers()).find((s) => s.email === email);
      expect(await unsubscribe(row?.id ?? 0)).toBe("unsubscribed");
      expect(await lookup(email)).toBe(404);
      const again = await signUp(email);
      const fresh = await signUp(`new.${dialect}@example.com`);
      expect(again.status).toBe(201);
      expect(again.body).toEqual({ ...(fresh.body as object), email });
      // Without SMTP no confirmation can be mailed: it stays off the list.
      expect(await lookup(email)).toBe(404);
      expect((await listSubscribers()).map((s) => s.email)).not.toContain(email);
    });
    it("makes one row for concurrent calls with one address in mixed case", async () => {
      const variants = ["Race@Example.com", "race@example.com", " RACE@EXAMPLE.COM"];
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          callApi(
            "POST",
            `/api/CreateNewSubscription?email=${encodeURIComponent(variants[i % 3]!)}`,
          ),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    });
    it("takes an internationalised address: one row for its Unicode and ASCII forms", async () => {
      const unicode = `idn.${dialect}@Bücher.de`;
      const created = await callApi(
        "POST",
        `/api/CreateNewSubscription?email=${encodeURIComponent(unicode)}`,
      );
      expect(created.status).toBe(201);
      const ascii = `IDN.${dialect}@xn--bcher-kva.DE`;
      const lookup = await callApi(
        "GET",
        `/api/GetSubscriptionByEmail?email=${encodeURIComponent(ascii)}`,
      );
      expect(lookup.status).toBe(200);
      const again = await callApi(
        "POST",
        `/api/CreateNewSubscription?email=${encodeURIComponent(ascii)}`,
      );
      expect(again.status).toBe(200);
    });
    it.each([
      ["", /Email address is required/],
      ["?email=", /Email address is required/],
      ["?email=not-an-email", /valid email/],
      [`?email=${"a".repeat(250)}@example.com`, /254/],
    ])("answers 400 for %s", async (query, message) => {
      const res = await callApi<{ error: string }>("POST", `/api/CreateNewSubscription${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect((await callApi("GET", `/api/GetSubscriptionByEmail${query}`)).status).toBe(400);
    });
    it("answers 405 for the wrong method", async () => {
      expect((await callApi("GET", "/api/CreateNewSubscription?email=a@b.co")).status).toBe(405);
      expect((await callApi("DELETE", "/api/CreateNewSubscription?email=a@b.co")).status).toBe(405);
      expect((await callApi("POST", "/api/GetSubscriptionByEmail?email=a@b.co")).status).toBe(405);
    });
  });

  describe("contact", () => {
    const send = (body: unknown, type = "application/json") =>
      callApi<{ message?: string; error?: string; fields?: Record<string, string> }>(
        "POST",
        "/api/contact",
        {
          body: typeof body === "string" ? body : JSON.stringify(body),
          headers: { "Content-Type": type },
        },
      );

    it("stores a valid message and answers 201", async () => {
      const res = await send({
        from_name: "Ada Lovelace",
        reply_to: "ada@example.com",
        message: "Loved the Lisbon guide!",
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: "We have successfully received your message!" });
      const row = await findContactMessageByText("Loved the Lisbon guide!");
      expect(row).toMatchObject({ from_name: "Ada Lovelace", reply_to: "ada@example.com" });
    });
    it("answers a bot that fills the honeypot (any JSON value) exactly like a person", async () => {
      const person = await send({ from_name: "Bo", reply_to: "bo@example.com", message: "Hi!" });
      const before = await countContactMessages();
      for (const website of [["http://spam.example"], { url: "x" }, 7, true, "http://x.test"]) {
        const bot = await send({
          from_name: "Bot",
          reply_to: "bot@example.com",
          message: "Buy now",
          website,
        });
        expect(bot.status).toBe(person.status);
        expect(bot.body).toEqual(person.body);
        // (Rate-limit counters, should a limiter add them, differ between any two answers.)
        const shown = (h: Headers) =>
          [...h].filter(([name]) => !/ratelimit|retry-after/i.test(name));
        expect(shown(bot.headers)).toEqual(shown(person.headers));
      }
      expect(await countContactMessages()).toBe(before);
    });
    it("takes an internationalised address, stored as typed", async () => {
      const res = await send({ from_name: "Jörg", reply_to: "joerg@Bücher.de", message: "IDN" });
      expect(res.status).toBe(201);
      expect((await findContactMessageByText("IDN"))?.reply_to).toBe("joerg@Bücher.de");
    });
    it("takes a URL-encoded form too", async () => {
      const res = await send(
        "from_name=Bo&reply_to=bo%40example.com&message=Hi",
        "application/x-www-form-urlencoded",
      );
      expect(res.status).toBe(201);
    });
    it("answers 400 with a message per missing or invalid field", async () => {
      const res = await send({ reply_to: "nope" });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        from_name: "Full name is required.",
        reply_to: "Please enter a valid email address.",
        message: "Message is required.",
      });
    });
    it("refuses a name with a line break (mail header injection)", async () => {
      const res = await send({
        from_name: "Eve\r\nBcc: x@evil.test",
        reply_to: "eve@example.com",
        message: "hi",
      });
      expect(res.status).toBe(400);
      expect(res.body.fields?.from_name).toMatch(/one line/);
    });
    it("answers 400 for malformed JSON, 415 for other types, 413 for oversize bodies", async () => {
      expect((await send("{nope")).status).toBe(400);
      expect((await send("[1,2]")).status).toBe(400);
      expect((await send("hello", "text/plain")).status).toBe(415);
      const huge = JSON.stringify({
        from_name: "A",
        reply_to: "a@b.co",
        message: "x".repeat(70_000),
      });
      expect((await send(huge)).status).toBe(413);
    });
  });
});
