import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import type { NewsletterOutcome } from "#app/features/newsletter/newsletter-form.ts";
import * as newsletterPage from "#app/features/newsletter/newsletter-page.tsx";
import { BUDGETS } from "#app/lib/rate-limit.server.ts";
import type { PostCard } from "#app/lib/types.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

/** Calls as the client server/express-app.ts would name (the limits key on it), with the real budgets. */
const as = (clientAddress: string) => ({ context: { clientAddress } });
let clients = 0;
/** A client no other test has used. */
const newClient = () => `198.51.100.${++clients}`;

const contactBody = JSON.stringify({
  from_name: "Ada",
  reply_to: "ada@example.com",
  message: "Hello there",
});
const contact = (client: string) =>
  callApi<{ error?: string }>("POST", "/api/contact", {
    body: contactBody,
    headers: { "Content-Type": "application/json" },
    ...as(client),
  });
const signUp = (email: string, client: string) =>
  callApi<{ error?: string }>(
    "POST",
    `/api/CreateNewSubscription?email=${encodeURIComponent(email)}`,
    as(client),
  );
const lookup = (email: string, client: string) =>
  callApi<{ error?: string }>(
    "GET",
    `/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`,
    as(client),
  );

/** The newsletter form posted without JavaScript (the /newsletter route's action). */
async function newsletterForm(email: string, clientAddress: string) {
  const request = new Request("http://localhost/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, from: "/about", website: "" }).toString(),
  });
  const result = (await newsletterPage.action({
    request,
    params: {},
    context: { clientAddress },
  } as never)) as unknown as { data: { outcome: NewsletterOutcome }; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, outcome: result.data.outcome };
}

function expectTooMany(result: { status: number; headers: Headers; body: { error?: string } }) {
  expect(result.status).toBe(429);
  expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(result.headers.get("Cache-Control")).toBe("no-store");
  expect(result.body.error).toMatch(/Too many requests/);
}

describe.each(DIALECTS)("rate limits per action on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let posts: PostCard[];

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await importContent(fresh.db, path.resolve("content"));
    posts = (await callApi<PostCard[]>("GET", "/api/GetPosts")).body;
  });
  afterAll(async () => fresh.drop());

  it("gives sign-ups and contact messages a budget each: a spent sign-up budget blocks no contact message nor look-up", async () => {
    const client = newClient();
    const { points } = BUDGETS.subscribe;
    for (let i = 0; i < points; i++) {
      expect((await signUp(`budget-${dialect}-${i}@example.com`, client)).status).toBe(201);
    }
    expectTooMany(await signUp(`budget-${dialect}-late@example.com`, client));
    expect((await contact(client)).status).toBe(201);
    expect((await lookup(`budget-${dialect}-0@example.com`, client)).status).toBe(200);
    // Another client's sign-up budget is its own.
    expect((await signUp(`budget-${dialect}-other@example.com`, newClient())).status).toBe(201);
  });

  it("refuses the 6th contact message from a client in the window", async () => {
    const client = newClient();
    for (let i = 0; i < BUDGETS.contact.points; i++)
      expect((await contact(client)).status).toBe(201);
    expectTooMany(await contact(client));
    expect((await contact(newClient())).status).toBe(201);
  });

  it("counts 5 sign-ups an hour per address, however it is spelled and whoever sends it", async () => {
    const spellings = [
      `limit-${dialect}@example.com`,
      ` LIMIT-${dialect}@Example.com`,
      `Limit-${dialect}@EXAMPLE.COM `,
    ];
    for (let i = 0; i < BUDGETS.subscribeEmail.points; i++) {
      const result = await signUp(spellings[i % spellings.length]!, newClient());
      expect([200, 201]).toContain(result.status);
    }
    expectTooMany(await signUp(spellings[0]!, newClient()));
    // Spellings of the domain the database stores as the same address (IDNA maps full-width
    // letters, and an ASCII-encoded domain, onto it): the same budget, spent.
    for (const spelling of [
      `limit-${dialect}@\uff45xample.com`,
      `limit-${dialect}@ex\uff41mple.com`,
      `limit-${dialect}@\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25.\uff43\uff4f\uff4d`,
    ]) {
      expectTooMany(await signUp(spelling, newClient()));
    }
    // A repeated parameter: the action validates the first value, and so is the address counted.
    expectTooMany(
      await callApi(
        "POST",
        `/api/CreateNewSubscription?email=${spellings[1]!.trim()}&email=x${Date.now()}@example.com`,
        as(newClient()),
      ),
    );
  });

  it("allows 20 subscription look-ups a minute per client", async () => {
    const client = newClient();
    for (let i = 0; i < BUDGETS.lookup.points; i++) {
      expect((await lookup(`probe-${i}@example.com`, client)).status).toBe(404);
    }
    expectTooMany(await lookup("probe-late@example.com", client));
    expect((await lookup("probe-late@example.com", newClient())).status).toBe(404);
  });

  it("spends one look-up budget on look-ups and sign-ups: past it, a sign-up tells no subscribed address from a new one", async () => {
    const subscribed = `shared-${dialect}@example.com`;
    expect((await signUp(subscribed, newClient())).status).toBe(201);
    // Look-ups spend it: then the sign-up of a subscribed address and of a new one are both 429.
    const prober = newClient();
    for (let i = 0; i < BUDGETS.lookup.points; i++) {
      expect((await lookup(`shared-probe-${dialect}-${i}@example.com`, prober)).status).toBe(404);
    }
    expectTooMany(await lookup(subscribed, prober));
    const refused = [
      await signUp(subscribed, prober),
      await signUp(`shared-new-${dialect}@example.com`, prober),
    ];
    for (const answer of refused) expectTooMany(answer);
    expect(refused[0]?.body).toEqual(refused[1]?.body);
    expect(await lookup(`shared-new-${dialect}@example.com`, newClient())).toMatchObject({
      status: 404,
    });

    // And the other way: sign-ups (taken or refused by the sign-up budget) spend the look-ups.
    const signer = newClient();
    for (let i = 0; i < BUDGETS.lookup.points; i++) {
      const answer = await signUp(`shared-signer-${dialect}-${i}@example.com`, signer);
      expect(answer.status).toBe(i < BUDGETS.subscribe.points ? 201 : 429);
    }
    expectTooMany(await lookup(subscribed, signer));
    expectTooMany(await lookup(`shared-probe-${dialect}-0@example.com`, signer));
  });

  it("spends the shared look-up budget on the no-JavaScript form's sign-up too", async () => {
    const client = newClient();
    // One look-up left: the form's own look-up takes it, its sign-up is refused, nothing stored.
    for (let i = 0; i < BUDGETS.lookup.points - 1; i++) {
      await lookup(`form-probe-${dialect}-${i}@example.com`, client);
    }
    const email = `form-new-${dialect}@example.com`;
    const answer = await newsletterForm(email, client);
    expect(answer.status).toBe(429);
    expect(answer.outcome).toMatchObject({
      state: "error",
      message: "Error while subscribing. Please try again later.",
    });
    expect((await lookup(email, newClient())).status).toBe(404);
  });

  it("counts a view once per client and post in the window, answering 200 with the count", async () => {
    const card = posts[7]!;
    const url = `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index}`;
    const view = (client: string) => callApi<{ viewdCount: number }>("GET", url, as(client));
    const reader = newClient();
    const first = await view(reader);
    expect(first.status).toBe(200);
    expect(first.body.viewdCount).toBe(card.viewdCount + 1);
    const repeats = await Promise.all(Array.from({ length: 10 }, () => view(reader)));
    expect(repeats.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(repeats.map((r) => r.body.viewdCount)).toEqual(Array(10).fill(card.viewdCount + 1));
    // Another reader's view counts; the first reader's view of another post too.
    expect((await view(newClient())).body.viewdCount).toBe(card.viewdCount + 2);
    const other = posts[8]!;
    const otherView = await callApi<{ viewdCount: number }>(
      "GET",
      `/api/IncreasePostViewedCount?itemId=${other.id}&partitionKey=${other.index}`,
      as(reader),
    );
    expect(otherView.body.viewdCount).toBe(other.viewdCount + 1);
  });

  it("keeps no view window for a post that does not exist", async () => {
    const card = posts[9]!;
    const reader = newClient();
    const wrong = `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index + 1}`;
    expect((await callApi("GET", wrong, as(reader))).status).toBe(404);
    expect((await callApi("GET", wrong, as(reader))).status).toBe(404);
    const right = `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index}`;
    const view = await callApi<{ viewdCount: number }>("GET", right, as(reader));
    expect(view.body.viewdCount).toBe(card.viewdCount + 1);
  });

  it("does not limit a route module called without a client (no HTTP request)", async () => {
    const card = posts[10]!;
    const url = `/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index}`;
    for (let i = 0; i < 3; i++) await callApi("GET", url);
    const last = await callApi<{ viewdCount: number }>("GET", url);
    expect(last.body.viewdCount).toBe(card.viewdCount + 4);
  });
});
