import { SMTPServer } from "smtp-server";
import { freePort } from "./server.ts";

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  /** Every mail accepted so far, in order of arrival. */
  mails: Mail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a free local port that keeps what it accepts. `refuse`
 * sees each mail's raw text and returns a reason to refuse it with 451 (try again later), or
 * undefined to accept it. `delayMs`: each accepted mail is kept at once but acknowledged only
 * after that delay, so a client killed meanwhile has delivered a mail it never heard about.
 */
export async function startSmtpServer(
  options: {
    refuse?: (raw: string) => string | undefined;
    /** Keep each accepted mail, then wait this long before saying so (a slow server). */
    delayMs?: number;
  } = {},
): Promise<SmtpSink> {
  const port = await freePort();
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    // Closing waits for open connections to end, 30 s by default: a client's connection still
    // open at the end of a file (a retry under way) held its afterAll that long.
    closeTimeout: 1_000,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const reason = options.refuse?.(raw);
        if (reason) {
          callback(Object.assign(new Error(reason), { responseCode: 451 }));
          return;
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
