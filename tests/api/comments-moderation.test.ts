import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationToken } from "#app/features/comments/comment-links.server.ts";
import * as stopPage from "#app/features/comments/comment-mail-stop.tsx";
import { queueModerationMail } from "#app/features/comments/moderation.public.server.ts";
import { commentMail, purgeRejectedComments } from "#app/features/comments/moderation.server.ts";
import * as linkPage from "#app/features/comments/moderation-link.tsx";
import * as replyPage from "#app/features/comments/moderation-reply.tsx";
import { importContent } from "#app/features/content/importer.server.ts";
import { rejectComment } from "#app/models/comment-decisions.server.ts";
import {
  approvedComments,
  commentsSignature,
  findComment,
  insertPendingComment,
  postsDecidedSince,
} from "#app/models/comments.server.ts";
import { contentVersion } from "#app/models/content-version.server.ts";
import { resetMailer, settleMail, startMailRetries } from "#app/services/wiring.server.ts";
import { copyContent } from "#tests/setup/content.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { type SmtpSink, startSmtpServer } from "#tests/setup/smtp.ts";

const SITE_URL = "https://wanderlust.example";
const OWNERS = "owners@wanderlust.example";
const POST = "algarve-in-october-quiet-beaches";

/** The first delivery of a mail holding "refuse-once" is refused (451), as a busy server does. */
const refused = new Set<string>();
let smtp: SmtpSink;
const content = copyContent([POST]);

beforeAll(async () => {
  smtp = await startSmtpServer({
    refuse(raw) {
      const marker = /refuse-once \d+/.exec(raw)?.[0];
      if (!marker || refused.has(marker)) return;
      refused.add(marker);
      return "Try again later";
    },
  });
  // Read once by env() and the secret's cache: before any call to them in this file.
  process.env.SMTP_URL = smtp.url;
  process.env.SITE_URL = SITE_URL;
  process.env.SITE_SECRET = "a-test-secret-of-enough-length";
  process.env.MAIL_RETRY_DELAYS = "0.3,0.3";
  process.env.MAIL_TO = OWNERS;
  resetMailer();
});
afterAll(async () => {
  resetMailer();
  await smtp.close();
  content.remove();
});

/** A quoted-printable mail body as text (soft line breaks joined, =XX decoded). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const mailsWith = (text: string) => smtp.mails.filter((m) => decoded(m.raw).includes(text));
const linksIn = (raw: string) => ({
  approve: /Approve: (\S+)/.exec(decoded(raw))?.[1] ?? "",
  reject: /Reject: (\S+)/.exec(decoded(raw))?.[1] ?? "",
  reply: /Reply \(approves it with your answer\): (\S+)/.exec(decoded(raw))?.[1] ?? "",
});

type View = { state: string; problem?: string; article?: { href: string } | null };
type Page = {
  loader: (args: never) => unknown;
  action?: (args: never) => unknown;
};

/** A link's page as React Router calls it: GET its loader, POST its action (a form body). */
async function open(url: string, form?: Record<string, string>) {
  const { pathname } = new URL(url);
  const [, , verb, token] = pathname.split("/") as [string, string, string, string];
  const page: Page = verb === "reply" ? replyPage : verb === "stop" ? stopPage : linkPage;
  const request = form
    ? new Request(url, {
        method: "POST",
        body: new URLSearchParams(form).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      })
    : new Request(url);
  const handler = form ? page.action! : page.loader;
  const result = (await handler({
    request,
    params: { action: verb, token },
    context: {},
  } as never)) as {
    data: View;
    init: ResponseInit | null;
  };
  const headers = new Headers(result.init?.headers);
  return {
    ...result.data,
    status: result.init?.status ?? 200,
    cacheControl: headers.get("Cache-Control"),
  };
}

describe.each(DIALECTS)("comment moderation by mail on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let postId: string;
  let postHref: string;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await importContent(fresh.db, content.dir);
    ({ id: postId, href: postHref } = await fresh.db
      .selectFrom("posts")
      .select(["id", "href"])
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await settleMail();
    await fresh.drop();
  });

  const count = async () =>
    Number(
      (await fresh.db.selectFrom("posts").select("comment_count").executeTakeFirstOrThrow())
        .comment_count,
    );
  const ask = async (text: string, email: string | null = null) => {
    const id = await insertPendingComment({
      postId,
      name: "Mia",
      email,
      notify: !!email,
      body: text,
    });
    await queueModerationMail(id);
    return id;
  };
  const mailOf = async (text: string) => {
    await expect.poll(() => mailsWith(text).length, { timeout: 10_000, interval: 50 }).toBe(1);
    return mailsWith(text)[0]!;
  };

  it("mails a new comment to the owners: the article, the name, the text, three signed links", async () => {
    const text = `Is Tram 28 fine with a pushchair? ${dialect}`;
    const id = await ask(text);
    const mail = await mailOf(text);
    expect(mail.to).toEqual([OWNERS]);
    const body = decoded(mail.raw);
    // The subject (its words encoded: it holds quotes): comment-mail.test.ts reads it whole.
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?New_comment_from_Mia_on_=22The_/m);
    expect(body).toContain(`${SITE_URL}/`);
    const links = linksIn(mail.raw);
    expect(links.approve).toMatch(new RegExp(`^${SITE_URL}/comments/approve/${id}\\.`));
    expect(links.reject).toMatch(new RegExp(`^${SITE_URL}/comments/reject/${id}\\.`));
    expect(links.reply).toMatch(new RegExp(`^${SITE_URL}/comments/reply/${id}\\.`));
    await settleMail();
    expect(
      await fresh.db
        .selectFrom("comments")
        .select("mailed_at")
        .where("id", "=", id)
        .executeTakeFirst(),
    ).toMatchObject({ mailed_at: expect.any(String) });
  });

  it("retries a refused moderation mail with back-off: it arrives once", async () => {
    const text = `refuse-once ${Date.now()} ${dialect}`;
    await ask(text);
    startMailRetries([commentMail]);
    await mailOf(text);
    await settleMail();
    expect(mailsWith(text)).toHaveLength(1);
  });

  it("Approve works once: on the page and counted, then 'already used', 4xx, nothing changed", async () => {
    const text = `Approve me ${dialect}`;
    const id = await ask(text);
    const { approve } = linksIn((await mailOf(text)).raw);
    const before = await count();
    const signature = (await commentsSignature()).signature;
    const version = await contentVersion(fresh.db);
    const first = await open(approve);
    expect(first).toMatchObject({
      state: "approved",
      status: 200,
      cacheControl: "private, no-store",
    });
    expect(first.article?.href).toMatch(/algarve-in-october-quiet-beaches$/);
    expect(await count()).toBe(before + 1);
    expect((await findComment(id))?.status).toBe("approved");
    // The pages that show it are renewed: each serving process watches the comments' signature
    // (server/lifecycle.ts); nothing else (the content version, every page) changes.
    expect((await commentsSignature()).signature).not.toBe(signature);
    expect(await postsDecidedSince("")).toContain(postHref);
    expect(await contentVersion(fresh.db)).toBe(version);
    expect((await approvedComments(postId)).comments.map((c) => c.body)).toContain(text);
    expect(await open(approve)).toMatchObject({ state: "used", status: 409 });
    expect(await count()).toBe(before + 1);
  });

  it("a forged, altered or expired link changes nothing and says so", async () => {
    const text = `Leave me pending ${dialect}`;
    const id = await ask(text);
    const { approve } = linksIn((await mailOf(text)).raw);
    const other = approve.replace(`/approve/${id}.`, `/approve/${id + 1000}.`);
    expect(await open(other)).toMatchObject({ state: "invalid", status: 404 });
    expect(await open(approve.replace("/approve/", "/reject/"))).toMatchObject({
      state: "invalid",
      status: 404,
    });
    expect(await open(`${approve.slice(0, -3)}AAA`)).toMatchObject({
      state: "invalid",
      status: 404,
    });
    expect(await open(`${SITE_URL}/comments/delete/${approve.split("/").pop()}`)).toMatchObject({
      status: 404,
    });
    const old = moderationToken("approve", id, Date.now() - 31 * 24 * 3600 * 1000);
    expect(await open(`${SITE_URL}/comments/approve/${old}`)).toMatchObject({
      state: "expired",
      status: 410,
    });
    expect((await findComment(id))?.status).toBe("pending");
  });

  it("Reject takes an approved comment off the page and lowers the count", async () => {
    const text = `Approve then reject ${dialect}`;
    await ask(text);
    const links = linksIn((await mailOf(text)).raw);
    await open(links.approve);
    const before = await count();
    expect(await open(links.reject)).toMatchObject({ state: "rejected", status: 200 });
    expect(await count()).toBe(before - 1);
    expect((await approvedComments(postId)).comments.map((c) => c.body)).not.toContain(text);
    expect(await open(links.reject)).toMatchObject({ state: "used", status: 409 });
  });

  it("Reply: a form, then the owners' reply on the page as the author's; the reader gets one mail", async () => {
    const text = `Ferry before 9? ${dialect}`;
    const reader = `reader-${dialect}@example.com`;
    const id = await ask(text, reader);
    const { reply } = linksIn((await mailOf(text)).raw);
    const before = await count();
    expect(await open(reply)).toMatchObject({ state: "reply-form", status: 200 });
    expect(await open(reply, { reply: " x " })).toMatchObject({
      state: "reply-form",
      status: 400,
      problem: "Write a reply of at least 2 characters.",
    });
    const answer = `Yes, and it is cheaper. ${dialect}`;
    expect(await open(reply, { reply: answer })).toMatchObject({ state: "replied", status: 200 });
    // The comment is approved with its reply: both count.
    expect(await count()).toBe(before + 2);
    const shown = (await approvedComments(postId)).comments.find((c) => c.id === id);
    expect(shown?.replies).toEqual([
      expect.objectContaining({
        body: answer,
        author: expect.objectContaining({ displayName: expect.any(String) }),
      }),
    ]);
    expect(await open(reply, { reply: "Again" })).toMatchObject({ state: "used", status: 409 });
    expect(await open(reply)).toMatchObject({ state: "used", status: 409 });

    // The reader's one notice, with the one-click stop link in its headers.
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(reader)).length, { timeout: 10_000 })
      .toBe(1);
    const notice = smtp.mails.find((m) => m.to.includes(reader))!;
    expect(decoded(notice.raw)).toContain(answer);
    const stop = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(notice.raw)?.[1] ?? "";
    expect(stop).toMatch(new RegExp(`^${SITE_URL}/comments/stop/${id}\\.`));
    expect(notice.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(decoded(notice.raw)).toContain(stop);

    // One click: no more notices to that address.
    expect(await open(stop)).toMatchObject({ state: "stop-confirm", status: 200 });
    expect((await findComment(id))?.notify).toBe(true);
    expect(await open(stop, { "List-Unsubscribe": "One-Click" })).toMatchObject({
      state: "stopped",
    });
    expect((await findComment(id))?.notify).toBe(false);
    expect(await open(stop.replace(/.{3}$/, "AAA"))).toMatchObject({
      state: "invalid",
      status: 404,
    });
    await settleMail();
    expect(smtp.mails.filter((m) => m.to.includes(reader))).toHaveLength(1);
  });

  it("deletes rejected comments 30 days after the decision", async () => {
    const old = await insertPendingComment({
      postId,
      name: "Old",
      email: null,
      notify: false,
      body: `old ${dialect}`,
    });
    const recent = await insertPendingComment({
      postId,
      name: "New",
      email: null,
      notify: false,
      body: `new ${dialect}`,
    });
    await rejectComment(old);
    await rejectComment(recent);
    const long = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await fresh.db
      .updateTable("comments")
      .set({ decided_at: long })
      .where("id", "=", old)
      .execute();
    expect(await purgeRejectedComments()).toBe(1);
    expect(await findComment(old)).toBeUndefined();
    expect(await findComment(recent)).toMatchObject({ status: "rejected" });
  });
});
