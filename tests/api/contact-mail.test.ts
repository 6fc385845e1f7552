import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server.ts";
import { contactMail } from "#app/features/pages/contact.public.server.ts";
import { claimDueMail } from "#app/models/mail-queue.server.ts";
import { findContactMessageByText } from "#app/models/messages.server.ts";
import { resetMailer, settleMail, startMailRetries } from "#app/services/wiring.server.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { type SmtpSink, startSmtpServer } from "#tests/setup/smtp.ts";

/** Small back-off for the test: attempts at 0, +0.3 s, +0.3 s (then it gives up). */
const DELAYS = "0.3,0.3";

/**
 * A real SMTP server: refuses (451, temporary) the first delivery of a message whose text holds
 * "refuse-once", every delivery of one holding "refuse-always", and accepts everything else.
 */
const refused: string[] = [];
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpServer({
    refuse(raw) {
      const marker = /refuse-(once|always) \d+/.exec(raw)?.[0];
      if (!marker || (marker.startsWith("refuse-once") && refused.includes(marker))) return;
      refused.push(marker);
      return "Try again later";
    },
  });
  // Read once by env(): before any call to it in this file.
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RETRY_DELAYS = DELAYS;
  process.env.MAIL_TO = "owners@bücher.de";
  resetMailer();
});
afterAll(async () => {
  resetMailer();
  await smtp.close();
});

const startContactMailRetries = () => startMailRetries([contactMail]);
const arrived = (text: string) => smtp.mails.filter((m) => m.raw.includes(text));

describe.each(DIALECTS)("contact mail delivery on %s", (dialect) => {
  let drop: () => Promise<void>;
  beforeAll(async () => {
    drop = (await freshDatabase(dialect)).drop;
  });
  afterEach(async () => settleMail());
  afterAll(async () => drop());

  const post = (message: string, reply_to = "ada@example.com") =>
    callApi("POST", "/api/contact", {
      body: JSON.stringify({ from_name: "Ada", reply_to, message }),
      headers: { "Content-Type": "application/json" },
    });

  it("retries a refused mail with back-off: it arrives exactly once, mailed_at set", async () => {
    const text = `refuse-once ${Date.now()}`;
    expect((await post(text)).status).toBe(201);
    startContactMailRetries();
    await expect
      .poll(async () => (await findContactMessageByText(text))?.mailed_at ?? null, {
        timeout: 15_000,
        interval: 50,
      })
      .not.toBeNull();
    // Every attempt in flight finished, the retry loop stopped: what arrived is all that will,
    // and the row has no attempt left due (the loop mails only rows with a due time).
    await settleMail();
    expect(arrived(text)).toHaveLength(1);
    expect(refused.filter((r) => r === text)).toHaveLength(1);
    expect(await findContactMessageByText(text)).toMatchObject({
      mail_attempts: 2,
      next_mail_at: null,
      mail_error: null,
    });
  });

  it("picks up at start a message whose first attempt never finished (the process died)", async () => {
    const text = `orphaned ${Date.now()}`;
    const k = await db();
    // What a process that stored the message and died before mailing it leaves behind.
    await k
      .insertInto("contact_messages")
      .values({
        from_name: "Cy",
        reply_to: "cy@example.com",
        message: text,
        created_at: new Date(Date.now() - 60_000).toISOString(),
        mail_attempts: 1,
        next_mail_at: new Date(Date.now() - 1_000).toISOString(),
      })
      .execute();
    startContactMailRetries();
    await expect
      .poll(async () => (await findContactMessageByText(text))?.mailed_at ?? null, {
        timeout: 15_000,
        interval: 50,
      })
      .not.toBeNull();
    expect(arrived(text)).toHaveLength(1);
  });

  it("gives up after the last attempt, keeping the message and the error", async () => {
    const text = `refuse-always ${Date.now()}`;
    expect((await post(text)).status).toBe(201);
    startContactMailRetries();
    await expect
      .poll(async () => (await findContactMessageByText(text))?.mail_attempts, {
        timeout: 15_000,
        interval: 50,
      })
      .toBe(3);
    await expect
      .poll(async () => (await findContactMessageByText(text))?.mail_error ?? null, {
        timeout: 15_000,
        interval: 50,
      })
      .toMatch(/Try again later/);
    await settleMail();
    const row = await findContactMessageByText(text);
    expect(row).toMatchObject({ mail_attempts: 3, next_mail_at: null, mailed_at: null });
    expect(refused.filter((r) => r === text)).toHaveLength(3);
    expect(arrived(text)).toHaveLength(0);
  });

  it("claims each due message once, however many processes claim at the same time", async () => {
    const k = await db();
    const past = new Date(Date.now() - 1_000).toISOString();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      from_name: "Claim",
      reply_to: "claim@example.com",
      message: `claim ${i}`,
      created_at: past,
      mail_attempts: 1,
      next_mail_at: past,
    }));
    await k.insertInto("contact_messages").values(rows).execute();
    const lease = () => new Date(Date.now() + 60_000).toISOString();
    const now = new Date().toISOString();
    // Eight claimers at once (on PostgreSQL, on separate pooled connections).
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimDueMail("contact_messages", now, 40, lease)),
    );
    const ids = claims.flat().map((c) => c.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it("mails an internationalised reply address (and owner address) in ASCII, text as typed", async () => {
    const text = `idn ${Date.now()}`;
    expect((await post(text, "user@Bücher.de")).status).toBe(201);
    await settleMail();
    const [mail] = arrived(text);
    // smtp-server hands the envelope back decoded; the headers show what went on the wire.
    expect(mail?.to).toEqual(["owners@bücher.de"]);
    expect(mail?.raw).toMatch(/^To: owners@xn--bcher-kva\.de\r?$/m);
    expect(mail?.raw).toMatch(/^Reply-To: "?Ada"? <user@xn--bcher-kva\.de>/m);
    // The signature keeps the address as typed (UTF-8, quoted-printable).
    expect(mail?.raw).toContain("Ada <user@B=C3=BCcher.de>");
    expect((await findContactMessageByText(text))?.reply_to).toBe("user@Bücher.de");
  });
});
