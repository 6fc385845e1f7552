import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "../../setup/app.ts";
import { waitForHydration } from "../../setup/browser.ts";
import { postgresSchema } from "../../setup/database.ts";
import { getJson, servingPids, startServer } from "../../setup/server.ts";

/**
 * The rate limits of docs/design.md#security through the real server, with the real budgets
 * (app/services/rate-limit.server.ts BUDGETS): per action, keyed on the real client (TRUST_PROXY), on
 * the action whatever URL reaches it, and shared by the workers on PostgreSQL.
 */

const CONTACT = JSON.stringify({ from_name: "Ada", reply_to: "ada@example.com", message: "Hi" });

interface Answer {
  status: number;
  retryAfter: number;
  error?: string;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let error: string | undefined;
  try {
    error = (JSON.parse(text) as { error?: string }).error;
  } catch {}
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("Retry-After")),
    error,
  };
}

function client(base: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
  return {
    contact: async () =>
      answer(
        await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body: CONTACT,
        }),
      ),
    signUp: async (email: string, path = "/api/CreateNewSubscription", extra = "") =>
      answer(
        await fetch(`${base}${path}?email=${encodeURIComponent(email)}${extra}`, {
          method: "POST",
          headers,
        }),
      ),
    lookup: async (email: string) =>
      answer(
        await fetch(`${base}/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`, {
          headers,
        }),
      ),
    view: async (post: PostCard, path = "/api/IncreasePostViewedCount") => {
      const response = await fetch(`${base}${path}?itemId=${post.id}&partitionKey=${post.index}`, {
        headers,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { viewdCount: number }).viewdCount;
    },
    /** The newsletter form as a browser without JavaScript posts it. */
    newsletter: async (email: string) => {
      const response = await fetch(`${base}/newsletter`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, from: "/about", website: "" }),
      });
      return {
        status: response.status,
        retryAfter: Number(response.headers.get("Retry-After")),
        text: await response.text(),
      };
    },
    demoForm: async (page: string) =>
      (
        await fetch(`${base}${page}`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: "email=a%40example.com&password=x",
        })
      ).status,
  };
}

function expectRefused(result: Answer) {
  expect(result.status).toBe(429);
  expect(result.retryAfter).toBeGreaterThan(0);
  expect(result.error).toMatch(/Too many requests/);
}

describe("a direct client (TRUST_PROXY unset)", () => {
  const app = setupApp();

  it("50 sign-ups spend the sign-up budget only: the contact form, look-ups and demo forms still work", async () => {
    const me = client(app.url);
    const results = [];
    for (let i = 0; i < 50; i++) results.push(await me.signUp(`fifty-${i}@example.com`));
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(201));
    for (const refused of results.slice(10)) expectRefused(refused);
    expect((await me.contact()).status).toBe(201);
    expect((await me.lookup("fifty-0@example.com")).status).toBe(200);
    expect(await me.demoForm("/login")).toBe(200);
  });

  it("ignores a forged X-Forwarded-For: the client spends its own budget", async () => {
    // The contact budget is 5 in 10 minutes; the first test sent one message.
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await client(app.url, `203.0.113.${i + 1}`).contact()).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("shows a no-JS sender why a message was refused, keeps the text and sends Retry-After", async () => {
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
    const me = client(app.url);
    // One demo post was spent by the first test.
    const statuses = [];
    for (const page of ["/login", "/signup", "/forgot-pass", "/dashboard/edit-profile"]) {
      for (let i = 0; i < 8; i++) statuses.push(await me.demoForm(page));
    }
    expect(statuses.slice(0, 29)).toEqual(Array(29).fill(200));
    expect(statuses.slice(29)).toEqual([429, 429, 429]);
    // Past it, any demo page (/dashboard runs its layout's action) says how long to wait.
    for (const page of ["/subscription", "/dashboard"]) {
      const refused = await fetch(`${app.url}${page}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "plan=basic",
      });
      expect(refused.status, page).toBe(429);
      expect(Number(refused.headers.get("Retry-After")), page).toBeGreaterThan(0);
      expect(await refused.text(), page).toMatch(
        /role="alert"[^>]*>Too many form submissions: please wait \d+ seconds? and try again\./,
      );
    }
  });
});

describe("behind a proxy (TRUST_PROXY=loopback)", () => {
  let posts: PostCard[];
  let clients = 0;
  /** A client the proxy names in X-Forwarded-For, one no other test has used. */
  const fresh = () => client(app.url, `198.51.100.${++clients}`);

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
    const lying = client(app.url, `203.0.113.77, 198.51.100.${clients - 1}`);
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

describe.runIf(PG)("WORKERS=2 on PostgreSQL", () => {
  it("shares each budget between the workers: 5 contact messages in all, not 5 each", async () => {
    const { schema, url, admin, drop } = await postgresSchema("limits");
    const server = await startServer({ DATABASE_URL: url, WORKERS: "2" });
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
      // The counters live in the database.
      const rows = await admin.query(`select key, points from ${schema}.rate_limits`);
      expect(rows.rows).toContainEqual({ key: "contact:127.0.0.1", points: expect.any(Number) });
      expect(servingPids(server).size).toBe(2);
    } finally {
      await server.stop();
      await drop();
    }
  }, 120_000);
});
