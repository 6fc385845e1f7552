/**
 * The newsletter's mails as text and HTML (docs/newsletter.md): the welcome mail, the digest, and
 * the confirmation mail to an address that unsubscribed and signed up again. HTML for mail
 * clients: one centred table, inline styles only, images at absolute URLs (the site's JPEG
 * variants), every link absolute; a plain-text part says the same. Every mail to a subscriber ends
 * with its unsubscribe link; the confirmation mail, to an address on no list, says why it came
 * instead. Pure logic: the caller gives absolute URLs.
 */
import { escapeHtml } from "#app/lib/escape.ts";
import { formatDate } from "#app/lib/format.ts";
import { imageVariantUrl, isResizable } from "#app/lib/responsive-image.ts";
import type { DigestPost } from "#app/lib/types.ts";
import type { RenderedMail } from "#app/services/mail.server.ts";

const FONT = "font-family:Helvetica,Arial,sans-serif;";
const TEXT = "#171717";
const MUTED = "#525252";
const ACCENT = "#4338ca";

/** An absolute URL on the site for a path (or an absolute URL as it is). */
function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** A post's image for mail: the 640 px JPEG variant of a local photo, absolute. */
export function mailImageUrl(siteUrl: string, src: string): string | undefined {
  if (isResizable(src)) return absolute(siteUrl, imageVariantUrl(src, 640, "jpeg"));
  return /^https?:\/\//.test(src) ? src : undefined;
}

/** The footer of a mail to a subscriber: why it came, and the unsubscribe link. */
function unsubscribeFooter(siteUrl: string, unsubscribeUrl: string): string {
  const home = escapeHtml(absolute(siteUrl, "/"));
  const unsubscribe = escapeHtml(unsubscribeUrl);
  return `You get this mail because you subscribed to the Wanderlust newsletter at <a href="${home}" style="color:${MUTED};">${escapeHtml(new URL(siteUrl).host)}</a>.<br>
<a href="${unsubscribe}" style="color:${ACCENT};">Unsubscribe</a> with one click, at any time.`;
}

/** The page around a mail's content: header with the site name, and `footer` (HTML). */
function layout(siteUrl: string, footer: string, title: string, body: string): string {
  const home = escapeHtml(absolute(siteUrl, "/"));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f5f5f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f5f5f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:16px;">
<tr><td style="padding:28px 32px 8px 32px;${FONT}">
<a href="${home}" style="color:${ACCENT};font-size:22px;font-weight:bold;text-decoration:none;">Wanderlust</a>
</td></tr>
${body}
<tr><td style="padding:24px 32px 32px 32px;${FONT}font-size:13px;line-height:20px;color:${MUTED};border-top:1px solid #e5e5e5;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function paragraph(html: string): string {
  return `<tr><td style="padding:8px 32px;${FONT}font-size:16px;line-height:26px;color:${TEXT};">${html}</td></tr>`;
}

function textFooter(siteUrl: string, unsubscribeUrl: string): string {
  return `--\nYou get this mail because you subscribed to the Wanderlust newsletter at ${new URL(siteUrl).host}.\nUnsubscribe with one click: ${unsubscribeUrl}\n`;
}

/** The welcome mail of a new subscriber. */
export function welcomeMail(siteUrl: string, unsubscribeUrl: string): RenderedMail {
  const subject = "Welcome to the Wanderlust newsletter";
  const home = absolute(siteUrl, "/");
  const lines = [
    "Hello, and thank you for subscribing!",
    "You are on the list. Now and then, when we have published new stories (trips, hotel reviews, podcasts and photo galleries from our family travels), we send you one letter with the new posts. Nothing else, and never your address to anyone.",
    "If you did not ask for this, or change your mind, the link at the end of every letter takes you off the list at once.",
  ];
  const text = `${lines.join("\n\n")}\n\nThe latest stories are on ${home}\n\nHappy travels,\nthe Wanderlust family\n\n${textFooter(siteUrl, unsubscribeUrl)}`;
  const body = [
    `<tr><td style="padding:16px 32px 8px 32px;${FONT}font-size:26px;line-height:34px;font-weight:bold;color:${TEXT};">Welcome aboard!</td></tr>`,
    ...lines.map((line) => paragraph(escapeHtml(line))),
    button(home, "Read the latest stories"),
    paragraph("Happy travels,<br>the Wanderlust family"),
  ].join("\n");
  return {
    subject,
    text,
    html: layout(siteUrl, unsubscribeFooter(siteUrl, unsubscribeUrl), subject, body),
  };
}

/** A mail's call to action: a rounded button linking `url`. */
function button(url: string, label: string): string {
  return `<tr><td style="padding:16px 32px 24px 32px;${FONT}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;background-color:${ACCENT};color:#ffffff;border-radius:999px;font-size:15px;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></td></tr>`;
}

/**
 * The confirmation mail to an address that unsubscribed and was signed up again: it stays off the
 * list unless its reader follows `confirmUrl` (valid `days` days) and confirms.
 */
export function confirmationMail(siteUrl: string, confirmUrl: string, days: number): RenderedMail {
  const subject = "Confirm your return to the Wanderlust newsletter";
  const host = new URL(siteUrl).host;
  const lines = [
    "Hello again!",
    "Someone, we hope you, signed this address up for the Wanderlust newsletter. You left our list earlier, so we will not put you back on it unless you tell us to.",
    "Would you like our letters again? Now and then, when we have published new stories (trips, hotel reviews, podcasts and photo galleries from our family travels), we send one letter with the new posts.",
  ];
  const after = `The link works for ${days} days. If you did not ask for this, simply ignore this mail: you stay off the list and nothing else happens.`;
  const footer = `You get this mail because this address was entered in the newsletter form at ${host}. It is not on our list: no newsletter comes to it unless you confirm.`;
  const text = `${lines.join("\n\n")}\n\nTo subscribe again, open this link and confirm:\n${confirmUrl}\n\n${after}\n\nHappy travels,\nthe Wanderlust family\n\n--\n${footer}\n`;
  const body = [
    `<tr><td style="padding:16px 32px 8px 32px;${FONT}font-size:26px;line-height:34px;font-weight:bold;color:${TEXT};">Coming back?</td></tr>`,
    ...lines.map((line) => paragraph(escapeHtml(line))),
    button(confirmUrl, "Yes, subscribe me again"),
    paragraph(escapeHtml(after)),
    paragraph("Happy travels,<br>the Wanderlust family"),
  ].join("\n");
  return { subject, text, html: layout(siteUrl, escapeHtml(footer), subject, body) };
}

/** The digest of new posts, newest first. */
export function digestMail(
  siteUrl: string,
  unsubscribeUrl: string,
  posts: readonly DigestPost[],
): RenderedMail {
  const first = posts[0];
  const subject =
    posts.length === 1 && first
      ? `New on Wanderlust: ${first.title}`
      : `New on Wanderlust: ${first?.title ?? ""} and ${posts.length - 1} more ${posts.length === 2 ? "story" : "stories"}`;
  const intro =
    posts.length === 1
      ? "A new story from our travels since our last letter:"
      : `${posts.length} new stories from our travels since our last letter:`;
  const textPosts = posts.map((post) => {
    const meta = [formatDate(post.date), post.author].filter(Boolean).join(" · ");
    return `${post.title}\n${meta}\n${post.description}\n${absolute(siteUrl, post.href)}`;
  });
  const text = `Hello from the Wanderlust family!\n\n${intro}\n\n${textPosts.join("\n\n")}\n\nHappy travels,\nthe Wanderlust family\n\n${textFooter(siteUrl, unsubscribeUrl)}`;
  const cards = posts.map((post) => {
    const url = escapeHtml(absolute(siteUrl, post.href));
    const image = mailImageUrl(siteUrl, post.featuredImage);
    const meta = escapeHtml([formatDate(post.date), post.author].filter(Boolean).join(" · "));
    const img = image
      ? `<tr><td style="padding:0 0 12px 0;"><a href="${url}"><img src="${escapeHtml(image)}" width="536" height="357" alt="${escapeHtml(post.title)}" style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:12px;"></a></td></tr>`
      : "";
    return `<tr><td style="padding:16px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${img}<tr><td style="${FONT}font-size:13px;line-height:18px;color:${MUTED};">${meta}</td></tr>
<tr><td style="padding:4px 0;${FONT}font-size:20px;line-height:28px;font-weight:bold;"><a href="${url}" style="color:${TEXT};text-decoration:none;">${escapeHtml(post.title)}</a></td></tr>
<tr><td style="${FONT}font-size:15px;line-height:24px;color:${MUTED};">${escapeHtml(post.description)}</td></tr>
<tr><td style="padding-top:8px;${FONT}font-size:15px;"><a href="${url}" style="color:${ACCENT};font-weight:bold;text-decoration:none;">Read the story &rarr;</a></td></tr>
</table>
</td></tr>`;
  });
  const body = [
    paragraph("Hello from the Wanderlust family!"),
    paragraph(escapeHtml(intro)),
    ...cards,
    paragraph("Happy travels,<br>the Wanderlust family"),
  ].join("\n");
  return {
    subject,
    text,
    html: layout(siteUrl, unsubscribeFooter(siteUrl, unsubscribeUrl), subject, body),
  };
}

/** One CSV line (RFC 4180): a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvLine(fields: readonly string[]): string {
  return fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(",");
}
