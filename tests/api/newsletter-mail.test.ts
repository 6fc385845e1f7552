import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, installDatabase, openDatabase } from "#app/db/client.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { welcomeMailQueue } from "#app/features/newsletter/newsletter.server.ts";
import { runDigest } from "#app/features/newsletter/newsletter-digest.server.ts";
import * as resubscribePage from "#app/features/newsletter/resubscribe.tsx";
import * as unsubscribePage from "#app/features/newsletter/unsubscribe.tsx";
import { createSubscription, unsubscribe } from "#app/models/subscriptions.server.ts";
import { resetMailer, settleMail, startMailRetries } from "#app/services/wiring.server.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS, postgresSchema } from "#tests/setup/database.ts";
import { type SmtpSink, startSmtpServer } from "#tests/setup/smtp.ts";

const SITE_URL = "https://wanderlust.example";
const SECRET = "a-test-secret-of-enough-length";

/** The mail server is "down" for an address while it is in this set (451 to every attempt). */
const down = new Set<string>();
/** The digest run's mail server goes down after this many digest mails (then back up). */
let digestBudget = Number.POSITIVE_INFINITY;
let smtp: SmtpSink;
/** Set while a digest run is to be killed: slow enough that the kill lands on a mail in flight. */
const slowAcks: { delayMs?: number } = {};

beforeAll(async () => {
  smtp = await startSmtpServer({
    get delayMs() {
      return slowAcks.delayMs;
    },
    refuse(raw) {
      const to = /^To: (.+?)\r?$/m.exec(raw)?.[1] ?? "";
      if (down.has(to)) return "Service unavailable, try again later";
      if (/^Subject: New on Wanderlust/m.test(raw)) {
        if (digestBudget <= 0) return "Service unavailable, try again later";
        digestBudget--;
      }
      return undefined;
    },
  });
  // Read once by env(): before any call to it in this file.
  process.env.SMTP_URL = smtp.url;
  process.env.SITE_URL = SITE_URL;
  process.env.SITE_SECRET = SECRET;
  process.env.MAIL_RETRY_DELAYS = "0.3,0.3";
  resetMailer();
});
afterAll(async () => {
  resetMailer();
  await smtp.close();
});

/** A mail's text with quoted-printable soft breaks and escapes undone (ASCII is enough here). */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const unsubscribeHeader = (raw: string) =>
  /^List-Unsubscribe: <(https:\/\/wanderlust\.example\/unsubscribe\/([^>]+))>\r?$/m.exec(raw);

/** The unsubscribe page's loader (GET) or action (POST, the RFC 8058 one-click body). */
async function unsubscribePageFor(method: "GET" | "POST", token: string) {
  const url = `${SITE_URL}/unsubscribe/${token}`;
  const request =
    method === "GET"
      ? new Request(url)
      : new Request(url, {
          method,
          body: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        });
  const handler = method === "GET" ? unsubscribePage.loader : unsubscribePage.action;
  const result = (await handler({
    request,
    params: { token },
    context: {},
  } as never)) as unknown as {
    data: { state: string };
    init: ResponseInit | null;
  };
  return { state: result.data.state, status: result.init?.status ?? 200 };
}

/** The resubscribe page's loader (GET) or action (POST: its button, or a one-click POST). */
async function resubscribePageFor(method: "GET" | "POST", token: string) {
  const url = `${SITE_URL}/resubscribe/${token}`;
  const request = method === "GET" ? new Request(url) : new Request(url, { method, body: "" });
  const handler = method === "GET" ? resubscribePage.loader : resubscribePage.action;
  const result = (await handler({
    request,
    params: { token },
    context: {},
  } as never)) as unknown as {
    data: { state: string };
    init: ResponseInit | null;
  };
  return { state: result.data.state, status: result.init?.status ?? 200 };
}

const subjectOf = (raw: string) => /^Subject: (.+?)\r?$/m.exec(raw)?.[1];

async function subscriptionRow(email: string) {
  const k = await db();
  return k
    .selectFrom("subscriptions")
    .select(["id", "unsubscribed_at"])
    .where("email", "=", email)
    .executeTakeFirst();
}
const unsubscribedAt = async (email: string) => (await subscriptionRow(email))?.unsubscribed_at;
const subscriptionId = async (email: string) => {
  const id = (await subscriptionRow(email))?.id;
  return id === undefined ? undefined : Number(id);
};

const subscribed = async (email: string) =>
  (await callApi("GET", `/api/GetSubscriptionByEmail?email=${encodeURIComponent(email)}`)).status;

/** A fresh database of the dialect, installed here, with the URL a child process opens it by. */
async function database(dialect: "sqlite" | "postgres") {
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-newsletter-"));
    const file = path.join(dir, "test.sqlite");
    const opened = openDatabase({ url: file });
    await migrate(opened);
    installDatabase(opened);
    return {
      url: `sqlite:${file}`,
      dataDir: dir,
      drop: async () => {
        await opened.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = await postgresSchema("newsletter");
  const opened = openDatabase({ url: schema.url });
  await migrate(opened);
  installDatabase(opened);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-newsletter-"));
  return {
    url: schema.url,
    dataDir,
    drop: async () => {
      await opened.close();
      await schema.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DIALECTS)("newsletter mail on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof database>>;
  beforeAll(async () => {
    fresh = await database(dialect);
  });
  afterEach(async () => settleMail());
  afterAll(async () => fresh.drop());

  it("sends a welcome mail after the 201, with the one-click unsubscribe headers and link", async () => {
    const email = `welcome-${dialect}@example.com`;
    const answer = await callApi("POST", `/api/CreateNewSubscription?email=${email}`);
    expect(answer.status).toBe(201);
    await settleMail();
    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.raw).toMatch(/^Subject: Welcome/m);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const link = unsubscribeHeader(mail?.raw ?? "");
    expect(link).not.toBeNull();
    // The visible link, in the text and the HTML part.
    const body = decoded(mail?.raw ?? "");
    expect(body.split(link?.[1] ?? "-").length).toBeGreaterThanOrEqual(3);
    // Signing up again (already there): no second welcome.
    expect((await callApi("POST", `/api/CreateNewSubscription?email=${email}`)).status).toBe(200);
    await settleMail();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("unsubscribes on the one-click POST, not on a GET, never for a forged token", async () => {
    const email = `leaver-${dialect}@example.com`;
    expect((await callApi("POST", `/api/CreateNewSubscription?email=${email}`)).status).toBe(201);
    await settleMail();
    const token = unsubscribeHeader(mailsTo(email)[0]?.raw ?? "")?.[2] ?? "";
    expect(token).not.toBe("");

    // A GET (a link scanner) shows the confirm page and changes nothing.
    expect(await unsubscribePageFor("GET", token)).toEqual({ state: "confirm", status: 200 });
    expect(await subscribed(email)).toBe(200);

    // Forged: another id with this mac, this id with another mac, garbage: 404, nobody leaves.
    const [id, mac] = token.split(".") as [string, string];
    const other = `welcome-${dialect}@example.com`;
    for (const forged of [
      `${Number(id) - 1}.${mac}`,
      `${id}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`,
      "1.nope",
      "",
      // Past the id column's 32-bit range (PostgreSQL: "out of range for type integer", a 500).
      `2147483648.${mac}`,
      `999999999999999.${mac}`,
    ]) {
      expect(await unsubscribePageFor("POST", forged)).toEqual({ state: "invalid", status: 404 });
      expect(await unsubscribePageFor("GET", forged)).toEqual({ state: "invalid", status: 404 });
    }
    expect(await subscribed(email)).toBe(200);
    expect(await subscribed(other)).toBe(200);

    // The one-click POST: off the list at once; twice is fine.
    expect(await unsubscribePageFor("POST", token)).toEqual({ state: "unsubscribed", status: 200 });
    expect(await subscribed(email)).toBe(404);
    expect(await unsubscribePageFor("POST", token)).toEqual({ state: "already", status: 200 });
    expect(await unsubscribePageFor("GET", token)).toEqual({ state: "already", status: 200 });
    expect(await subscribed(other)).toBe(200);
  });

  it("keeps an address that unsubscribed off the list until the mail to it is confirmed", async () => {
    const email = `returner-${dialect}@example.com`;
    const newcomer = `newcomer-${dialect}@example.com`;
    const signUp = (address: string) =>
      callApi("POST", `/api/CreateNewSubscription?email=${address}`);
    expect((await signUp(email)).status).toBe(201);
    await settleMail();
    const unsubscribeToken = unsubscribeHeader(mailsTo(email)[0]?.raw ?? "")?.[2] ?? "";
    expect(await unsubscribePageFor("POST", unsubscribeToken)).toMatchObject({
      state: "unsubscribed",
    });

    // Signed up again: answered exactly as a new address is, and still off the list.
    const again = await signUp(email);
    const fresh = await signUp(newcomer);
    expect(again.status).toBe(201);
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual({ ...(fresh.body as object), email });
    expect([...again.headers]).toEqual([...fresh.headers]);
    expect(await subscribed(email)).toBe(404);
    expect(await unsubscribedAt(email)).not.toBeNull();

    // The newcomer gets a welcome; the address that left, one confirmation mail with its link in
    // both parts, and no List-Unsubscribe (it is on no list).
    await settleMail();
    expect(mailsTo(newcomer).map((m) => subjectOf(m.raw))).toEqual([
      "Welcome to the Wanderlust newsletter",
    ]);
    const [welcome, confirmation, ...more] = mailsTo(email);
    expect(subjectOf(welcome?.raw ?? "")).toBe("Welcome to the Wanderlust newsletter");
    expect(more).toHaveLength(0);
    const raw = confirmation?.raw ?? "";
    expect(subjectOf(raw)).toBe("Confirm your return to the Wanderlust newsletter");
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    const body = decoded(raw);
    const link = /https:\/\/wanderlust\.example\/resubscribe\/(\d+\.[\w-]{43})/.exec(body);
    const token = link?.[1] ?? "";
    expect(token).not.toBe("");
    expect(body.split(link?.[0] ?? "-").length).toBeGreaterThanOrEqual(3);

    // Forged, or another link (this address's unsubscribe token): 404, nobody comes back.
    const [id, mac] = token.split(".") as [string, string];
    for (const forged of [
      unsubscribeToken,
      `${Number(id) + 1}.${mac}`,
      `${Number(id) - 1}.${mac}`,
      `${id}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`,
      "1.nope",
      `2147483648.${mac}`,
    ]) {
      expect(await resubscribePageFor("POST", forged), forged).toEqual({
        state: "invalid",
        status: 404,
      });
      expect(await resubscribePageFor("GET", forged), forged).toEqual({
        state: "invalid",
        status: 404,
      });
    }
    expect(await subscribed(email)).toBe(404);

    // A GET (a link scanner) shows the confirm page and changes nothing; the POST confirms.
    expect(await resubscribePageFor("GET", token)).toEqual({ state: "confirm", status: 200 });
    expect(await subscribed(email)).toBe(404);
    expect(await resubscribePageFor("POST", token)).toEqual({ state: "resubscribed", status: 200 });
    expect(await subscribed(email)).toBe(200);
    expect(await unsubscribedAt(email)).toBeNull();
    expect(await resubscribePageFor("POST", token)).toEqual({ state: "already", status: 200 });
    expect(await resubscribePageFor("GET", token)).toEqual({ state: "already", status: 200 });

    // Gone again: the old confirmation link puts nobody back.
    expect(await unsubscribePageFor("POST", unsubscribeToken)).toMatchObject({
      state: "unsubscribed",
    });
    expect(await resubscribePageFor("POST", token)).toEqual({ state: "invalid", status: 404 });
    expect(await resubscribePageFor("GET", token)).toEqual({ state: "invalid", status: 404 });
    expect(await subscribed(email)).toBe(404);
  });

  it("mails an address that unsubscribed no more often than its 5 sign-ups an hour", async () => {
    const email = `bombed-${dialect}@example.com`;
    await createSubscription(email);
    await unsubscribe((await subscriptionId(email)) ?? 0);
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const client = { clientAddress: `192.0.2.${dialect === "sqlite" ? 10 + i : 50 + i}` };
      statuses.push(
        (await callApi("POST", `/api/CreateNewSubscription?email=${email}`, { context: client }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    await settleMail();
    expect(mailsTo(email).map((m) => subjectOf(m.raw))).toEqual(
      Array(5).fill("Confirm your return to the Wanderlust newsletter"),
    );
    expect(await subscribed(email)).toBe(404);
  });

  it("loses no welcome mail when the mail server is down during the sign-up", async () => {
    const email = `down-${dialect}@example.com`;
    down.add(email);
    const started = Date.now();
    expect((await callApi("POST", `/api/CreateNewSubscription?email=${email}`)).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    await settleMail();
    expect(mailsTo(email)).toHaveLength(0);
    const k = await db();
    const welcome = () =>
      k
        .selectFrom("newsletter_welcomes")
        .innerJoin("subscriptions", "subscriptions.id", "newsletter_welcomes.subscription_id")
        .select(["mailed_at", "mail_error", "mail_attempts", "next_mail_at"])
        .where("subscriptions.email", "=", email)
        .executeTakeFirstOrThrow();
    expect(await welcome()).toMatchObject({ mailed_at: null, mail_attempts: 1 });
    expect((await welcome()).mail_error).toMatch(/try again later/);
    expect((await welcome()).next_mail_at).not.toBeNull();

    // The server comes back: the retry loop (as after a restart) sends it, once.
    down.delete(email);
    startMailRetries([welcomeMailQueue]);
    await expect
      .poll(async () => (await welcome()).mailed_at, { timeout: 15_000, interval: 50 })
      .not.toBeNull();
    await settleMail();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.raw).toMatch(/^Subject: Welcome/m);
  });

  it("mails the digest to every subscriber once, through a kill and a mail server outage", async () => {
    const k = await db();
    await importContent(k, path.resolve("content"));
    const readers = Array.from({ length: 24 }, (_, i) => `reader${i}-${dialect}@example.com`);
    for (const reader of readers) await createSubscription(reader);
    // Everyone on the list now: the readers and those the tests above left subscribed.
    const list = (
      await k
        .selectFrom("subscriptions")
        .select("email")
        .where("unsubscribed_at", "is", null)
        .execute()
    ).map((r) => r.email);
    const digestsTo = (address: string) =>
      mailsTo(address).filter((m) => /^Subject: New on Wanderlust/m.test(m.raw));
    const digestCount = () =>
      smtp.mails.filter(
        (m) =>
          m.to.some((to) => to.endsWith(`-${dialect}@example.com`)) &&
          /^Subject: New on Wanderlust/m.test(m.raw),
      ).length;

    const sender = (...args: string[]) =>
      script("scripts/newsletter-send.ts", "--rate", "100", ...args);
    const script = (...args: string[]) => {
      const child = spawn(process.execPath, ["--import", "tsx", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: fresh.url,
          DATA_DIR: fresh.dataDir,
          SMTP_URL: smtp.url,
          SITE_URL,
          SITE_SECRET: SECRET,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      return { child, exited, output: () => output };
    };

    // A dry run writes the mail and sends nothing.
    const dry = path.join(fresh.dataDir, "digest.eml");
    const preview = sender("--dry-run", dry);
    expect(await preview.exited, preview.output()).toBe(0);
    expect(fs.readFileSync(dry, "utf8")).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m,
    );
    expect(fs.readFileSync(dry.replace(/\.eml$/, ".html"), "utf8")).toContain(
      `src="${SITE_URL}/img/jpeg/640/media/`,
    );
    expect(digestCount()).toBe(0);

    // Run 1: killed (SIGKILL) after 6 mails arrived, one most likely in flight.
    slowAcks.delayMs = 60;
    const first = sender();
    await expect.poll(digestCount, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(6);
    first.child.kill("SIGKILL");
    await first.exited;
    slowAcks.delayMs = undefined;
    const afterKill = digestCount();
    expect(afterKill).toBeLessThan(list.length);

    // The digest held by a live process that is not a sender (vitest's own process: a reused
    // pid) with a fresh lease: a run waits. Once the lease is a minute old, the next run takes
    // over. (The waiting run is this process's: one process start less.)
    const digest = await k
      .selectFrom("newsletter_digests")
      .select("id")
      .where("finished_at", "is", null)
      .executeTakeFirstOrThrow();
    const hold = (seenAt: Date) =>
      k
        .updateTable("newsletter_digests")
        .set({ runner: `${os.hostname()}:${process.ppid}`, runner_seen_at: seenAt.toISOString() })
        .where("id", "=", digest.id)
        .execute();
    await hold(new Date());
    const waiting: string[] = [];
    expect(await runDigest({ rate: 100, log: (line) => waiting.push(line) })).toBe(1);
    expect(waiting.join("\n")).toMatch(
      new RegExp(
        `Digest ${digest.id} is being sent by another run \\(\\S+:${process.ppid}, last heard from \\d+ s ago\\): wait for it to finish`,
      ),
    );
    expect(digestCount()).toBe(afterKill);
    await hold(new Date(Date.now() - 61_000));

    // Run 2: the mail server goes down after 5 more: it stops, non-zero, saying so.
    digestBudget = 5;
    const second = sender();
    expect(await second.exited, second.output()).toBe(1);
    expect(second.output()).toMatch(/Resuming digest/);
    expect(second.output()).toMatch(/Stopped: the mail server did not take the mail/);
    expect(digestCount()).toBe(afterKill + 5);

    // Run 3: the server is back; the rest go out.
    digestBudget = Number.POSITIVE_INFINITY;
    const third = sender();
    expect(await third.exited, third.output()).toBe(0);
    expect(third.output()).toMatch(new RegExp(`sent ${list.length}/${list.length}`));

    const copies = list.map((address) => digestsTo(address).length);
    expect(Math.min(...copies)).toBe(1);
    expect(Math.max(...copies)).toBeLessThanOrEqual(2);
    expect(copies.filter((n) => n === 2).length).toBeLessThanOrEqual(1);
    const mail = digestsTo(readers[0] ?? "")[0]?.raw ?? "";
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(unsubscribeHeader(mail)).not.toBeNull();
    expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toMatch(/^Content-Type: text\/html/m);

    // Run 4 (in this process, beside the export's): nothing new since: nothing sent, and it
    // says so. The owners' export: exactly the current list, as CSV.
    const before = digestCount();
    const csv = script("scripts/newsletter-subscribers.ts", "--csv");
    const fourth: string[] = [];
    expect(await runDigest({ rate: 100, log: (line) => fourth.push(line) })).toBe(0);
    expect(fourth.join("\n")).toMatch(/Nothing new since the last digest/);
    expect(digestCount()).toBe(before);
    expect(await csv.exited, csv.output()).toBe(0);
    const lines = csv.output().trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[0])
        .sort(),
    ).toEqual([...list].sort());
    expect(lines[1]).toMatch(/^[^,]+@example\.com,\d{4}-\d\d-\d\dT/);
    // Four sender processes start (tsx) beside the browser tests in CI: 11-12 s on a quiet machine.
  }, 180_000);
});
