import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { waitForHydration } from "#tests/setup/browser.ts";
import { postgresSchema } from "#tests/setup/database.ts";
import { getJson, servingPids, startServer } from "#tests/setup/server.ts";

/**
 * The rate limits of docs/design.md#security through the real server, with the real budgets
 * (app/lib/rate-limit.server.ts BUDGETS): per action, keyed on the real client (TRUST_PROXY), on
 * the action whatever URL reaches it, and shared by the workers on PostgreSQL.
 */

const CONTACT = JSON.stringify({ from_name: "Ada", reply_to: "ada@example.com", message: "Hi" });

interface Answer {
  status: number;
  retryAfter: number;
  error?: string;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request through node:http, from `localAddress` when given: every 127.0.0.0/8 address is
 * this machine, and to a server that trusts no proxy each is a client of its own, with budgets of
 * its own, so a test that counts a budget from zero does not depend on what other tests spent.
 */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress: init.localAddress },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

function answer(reply: Reply): Answer {
  let error: string | undefined;
  try {
    error = (JSON.parse(reply.text) as { error?: string }).error;
  } catch {}
  return { status: reply.status, retryAfter: Number(reply.headers["retry-after"]), error };
}

/**
 * A client of the server at `base`: behind a trusted proxy, the one `forwardedFor` names; directly,
 * the one at `localAddress` (default 127.0.0.1, the browser's address).
 */
function client(base: string, from: { forwardedFor?: string; localAddress?: string } = {}) {
  const { forwardedFor, localAddress } = from;
  const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
  const request = (path: string, init: { method?: string; type?: string; body?: string } = {}) =>
    send(`${base}${path}`, {
      method: init.method,
      headers: init.type ? { ...headers, "Content-Type": init.type } : headers,
      body: init.body,
      localAddress,
    });
  const form = "application/x-www-form-urlencoded";
  /** A demo form's POST: the whole reply. */
  const demoPost = (page: string, body = "email=a%40example.com&password=x") =>
    request(page, { method: "POST", type: form, body });
  return {
    contact: async () =>
      answer(
        await request("/api/contact", { method: "POST", type: "application/json", body: CONTACT }),
      ),
    signUp: async (email: string, path = "/api/CreateNewSubscription", extra = "") =>
      answer(
        await request(`${path}?email=${encodeURIComponent(email)}${extra}`, { method: "POST" }),
      ),
    lookup: async (email: string) =>
      answer(await request(`/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`)),
    view: async (post: PostCard, path = "/api/IncreasePostViewedCount") => {
      const response = await request(`${path}?itemId=${post.id}&partitionKey=${post.index}`);
      expect(response.status).toBe(200);
      return (JSON.parse(response.text) as { viewdCount: number }).viewdCount;
    },
    /** The newsletter form as a browser without JavaScript posts it. */
    newsletter: async (email: string) => {
      const response = await request("/newsletter", {
        method: "POST",
        type: form,
        body: new URLSearchParams({ email, from: "/about", website: "" }).toString(),
      });
      return {
        status: response.status,
        retryAfter: Number(response.headers["retry-after"]),
        text: response.text,
      };
    },
    demoPost,
    demoForm: async (page: string) => (await demoPost(page)).status,
  };
}

/** Spends the contact budget of `who` until it is refused (at most the budget of 5, plus one). */
async function spendContactBudget(who: ReturnType<typeof client>) {
  const statuses = [];
  do statuses.push((await who.contact()).status);
  while (statuses.at(-1) === 201 && statuses.length <= 5);
  expect(statuses.at(-1)).toBe(429);
}

function expectRefused(result: Answer) {
  expect(result.status).toBe(429);
  expect(result.retryAfter).toBeGreaterThan(0);
  expect(result.error).toMatch(/Too many requests/);
}

describe("a direct client (TRUST_PROXY unset)", () => {
  const app = setupApp();

  it("50 sign-ups spend the sign-up and look-up budgets only: the contact form and demo forms still work", async () => {
    const me = client(app.url, { localAddress: "127.0.0.11" });
    const results = [];
    for (let i = 0; i < 50; i++) results.push(await me.signUp(`fifty-${i}@example.com`));
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
    for (const refused of results.slice(10)) expectRefused(refused);
    expect((await me.contact()).status).toBe(201);
    // A sign-up's answer tells a subscribed address from a new one: it spends a look-up too.
    expectRefused(await me.lookup("fifty-0@example.com"));
    expect(await me.demoForm("/login")).toBe(200);
  });

  it("ignores a forged X-Forwarded-For: the client spends its own budget", async () => {
    // The contact budget is 5 in 10 minutes, and this client (127.0.0.12) has spent none of it.
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const forged = { forwardedFor: `203.0.113.${i + 1}`, localAddress: "127.0.0.12" };
      statuses.push((await client(app.url, forged).contact()).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("shows a no-JS sender why a message was refused, keeps the text and sends Retry-After", async () => {
    await spendContactBudget(client(app.url));
    const page = await app.open({ javaScriptEnabled: false, height: 720, enforceCsp: true });
    await page.goto(`${app.url}/contact`);
    await page.getByLabel("Full name").fill("Bo Nojs");
    await page.getByLabel("Email address").fill("bo@example.com");
    await page.getByLabel("Message").fill("Sent once too often");
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url() === `${app.url}/contact` && r.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await page
      .getByText(
        /You have sent several messages in a short time: please wait \d+ minutes? and try again\./,
      )
      .waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("Sent once too often");
  });

  it("shows the same wait with JavaScript, under the form's error message", async () => {
    await spendContactBudget(client(app.url));
    const page = await app.open();
    await page.goto(`${app.url}/contact`);
    await waitForHydration(page);
    await page.getByLabel("Full name").fill("Cy Script");
    await page.getByLabel("Email address").fill("cy@example.com");
    await page.getByLabel("Message").fill("Sent with JavaScript");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/contact")),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(429);
    const status = page.getByRole("status");
    await status.getByText("There was an error while trying to submit the form").waitFor();
    await status
      .getByText(
        /You have sent several messages in a short time: please wait \d+ minutes? and try again\./,
      )
      .waitFor();
    expect(await page.getByLabel("Message").inputValue()).toBe("Sent with JavaScript");
  });

  it("gives the demo forms one budget of 30 a minute, then a page that says how long to wait", async () => {
    // A client (127.0.0.13) that has spent none of its budget.
    const me = client(app.url, { localAddress: "127.0.0.13" });
    const statuses = [];
    for (const page of ["/login", "/signup", "/forgot-pass", "/dashboard/edit-profile"]) {
      for (let i = 0; i < 8; i++) statuses.push(await me.demoForm(page));
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Past it, any demo page (/dashboard runs its layout's action) says how long to wait.
    for (const page of ["/subscription", "/dashboard"]) {
      const refused = await me.demoPost(page, "plan=basic");
      expect(refused.status, page).toBe(429);
      expect(Number(refused.headers["retry-after"]), page).toBeGreaterThan(0);
      expect(refused.text, page).toMatch(
        /role="alert"[^>]*>Too many form submissions: please wait \d+ (seconds?|minutes?) and try again\./,
      );
    }
  });
});

describe("behind a proxy (TRUST_PROXY=loopback)", () => {
  let posts: PostCard[];
  let clients = 0;
  /** A client the proxy names in X-Forwarded-For, one no other test has used. */
  const fresh = () => client(app.url, { forwardedFor: `198.51.100.${++clients}` });

  const app = setupApp({ TRUST_PROXY: "loopback" });
  beforeAll(async () => {
    posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
  });

  it("keys the budget on the client the proxy names: one visitor's flood blocks no other", async () => {
    const flooder = fresh();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await flooder.contact()).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await fresh().contact()).status).toBe(201);
    // The proxy appends the address it saw: what the client wrote to the left is not believed.
    const lying = client(app.url, { forwardedFor: `203.0.113.77, 198.51.100.${clients - 1}` });
    expect((await lying.contact()).status).toBe(429);
  });

  it("counts 5 sign-ups an hour per address: no repeated parameter, case, slash or .data gets past", async () => {
    const email = `bypass-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect([200, 201]).toContain(
        (await fresh().signUp(i % 2 ? email.toUpperCase() : email)).status,
      );
    }
    expectRefused(
      await fresh().signUp(email, "/api/CreateNewSubscription", "&email=x@example.com"),
    );
    expectRefused(await fresh().signUp(` ${email.toUpperCase()} `));
    expectRefused(await fresh().signUp(email, "/api/CreateNewSubscription/"));
    expectRefused(await fresh().signUp(email, "/api/createnewsubscription"));
    const data = await fresh().signUp(email, "/api/CreateNewSubscription.data");
    expect(data.status).toBe(429);
    expect(data.retryAfter).toBeGreaterThan(0);
  });

  it("spends one sign-up budget per client whatever URL reaches the action", async () => {
    const me = fresh();
    const urls = [
      "/api/CreateNewSubscription",
      "/api/createnewsubscription",
      "/api/CreateNewSubscription/",
      "/API/CreateNewSubscription.data",
    ];
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await me.signUp(`urls-${clients}-${i}@example.com`, urls[i % urls.length])).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("counts a view once per client and post in 30 minutes, still answering 200", async () => {
    const post = posts[3]!;
    const reader = fresh();
    const first = await reader.view(post);
    expect(first).toBe(post.viewdCount + 1);
    expect(await reader.view(post)).toBe(first);
    expect(await reader.view(post, "/api/increasepostviewedcount")).toBe(first);
    expect(await reader.view(post, "/api/IncreasePostViewedCount/")).toBe(first);
    expect(await fresh().view(post)).toBe(first + 1);
  });

  it("limits subscription look-ups to 20 a minute per client", async () => {
    const prober = fresh();
    for (let i = 0; i < 20; i++)
      expect((await prober.lookup(`probe-${i}@example.com`)).status).toBe(404);
    expectRefused(await prober.lookup("probe-20@example.com"));
    expect((await fresh().lookup("probe-20@example.com")).status).toBe(404);
  });

  it("spends the same look-up and sign-up budgets on the no-JS /newsletter form as on /api", async () => {
    // Look-ups spent through /api: the form's look-up is refused, with the wait in words.
    const prober = fresh();
    for (let i = 0; i < 20; i++) await prober.lookup(`form-probe-${i}@example.com`);
    const looked = await prober.newsletter("form-probe-20@example.com");
    expect(looked.status).toBe(429);
    expect(looked.retryAfter).toBeGreaterThan(0);
    expect(looked.text).toContain("Error checking subscription. Please try again later.");
    expect(looked.text).toMatch(/please wait \d+ (seconds?|minutes?) and try again/);

    // Sign-ups spent through /api: the form's sign-up is refused.
    const signer = fresh();
    for (let i = 0; i < 10; i++) await signer.signUp(`form-api-${clients}-${i}@example.com`);
    const signed = await signer.newsletter(`form-api-${clients}-10@example.com`);
    expect(signed.status).toBe(429);
    expect(signed.text).toContain("Error while subscribing. Please try again later.");
    expect((await fresh().lookup(`form-api-${clients - 1}-10@example.com`)).status).toBe(404);

    // And the other way: ten sign-ups through the form spend the /api budget.
    const former = fresh();
    for (let i = 0; i < 10; i++) {
      const result = await former.newsletter(`form-only-${clients}-${i}@example.com`);
      expect(result.status).toBe(200);
      expect(result.text).toContain("We have added you to our list!");
    }
    expectRefused(await former.signUp(`form-only-${clients}-10@example.com`));
  });
});

const PG = process.env.TEST_DATABASE_URL;
const DIALECTS = PG ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(DIALECTS)("WORKERS=2 on %s", (dialect) => {
  it("shares each budget between the workers: 5 contact messages in all, not 5 each", async () => {
    // PostgreSQL: the counters in its table; SQLite: in the primary's memory.
    const pg = dialect === "postgres" ? await postgresSchema("limits") : undefined;
    const server = await startServer({ ...(pg ? { DATABASE_URL: pg.url } : {}), WORKERS: "2" });
    try {
      const base = server.url;
      // A new connection each time: the primary hands connections to the workers in turn.
      const onNewConnection = (url: string, init: RequestInit = {}) =>
        fetch(url, { ...init, headers: { ...init.headers, Connection: "close" } });
      // Both workers answer: each renders /about once (a page-cache miss), then serves its copy.
      const misses = [];
      for (let i = 0; i < 6; i++) {
        const response = await onNewConnection(`${base}/about`);
        await response.arrayBuffer();
        if (response.headers.get("x-cache") !== "HIT") misses.push(i);
      }
      expect(misses).toHaveLength(2);

      const statuses = [];
      for (let i = 0; i < 12; i++) {
        const response = await onNewConnection(`${base}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: CONTACT,
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
      if (pg) {
        // The counters live in the database.
        const rows = await pg.admin.query(`select key, points from ${pg.schema}.rate_limits`);
        expect(rows.rows).toContainEqual({ key: "contact:127.0.0.1", points: expect.any(Number) });
      }
      expect(servingPids(server).size).toBe(2);
    } finally {
      await server.stop();
      await pg?.drop();
    }
  }, 120_000);
});
