/**
 * The comments' mails as text and HTML: the owners' moderation mail (a new comment waits, with
 * its Approve, Reject and Reply links) and the reader's notice that an owner replied (with its
 * one-click stop link). Every link absolute, styles inline, the reader's words escaped and never
 * turned into links. Pure: the caller gives the URLs.
 */
import { escapeHtml } from "#app/lib/escape.ts";
import type { RenderedMail } from "#app/services/mail.server.ts";

const FONT = "font-family:Helvetica,Arial,sans-serif;";
const MUTED = "#525252";
const ACCENT = "#4338ca";

export interface ModerationMailInput {
  article: { title: string; url: string };
  comment: { name: string; text: string };
  links: { approve: string; reject: string; reply: string };
}

/** A reader's text as HTML paragraphs: escaped, blank lines apart, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p style="margin:0 0 12px 0;">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** A reader's text quoted in a plain-text mail. */
function quoted(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

function html(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background-color:#f5f5f5;${FONT}font-size:16px;line-height:24px;color:#171717;">
<div style="max-width:600px;margin:0 auto;padding:24px 28px;background-color:#ffffff;border-radius:16px;">
${body}
</div>
</body>
</html>
`;
}

function button(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 20px;border-radius:999px;background-color:${ACCENT};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a>`;
}

/** The owners' mail about a new comment waiting for them. */
export function moderationMail({ article, comment, links }: ModerationMailInput): RenderedMail {
  const subject = `New comment from ${comment.name} on "${article.title}"`;
  const text = `${comment.name} wrote under "${article.title}" (${article.url}):

${quoted(comment.text)}

It is on no page until you approve it. Each link works once, for 30 days:
Approve: ${links.approve}
Reject: ${links.reject}
Reply (approves it with your answer): ${links.reply}

Or with npm run comments on the server.
`;
  const body = `<p style="margin:0 0 16px 0;"><strong>${escapeHtml(comment.name)}</strong> wrote under <a href="${escapeHtml(article.url)}" style="color:${ACCENT};">${escapeHtml(article.title)}</a>:</p>
<blockquote style="margin:0 0 20px 0;padding:12px 16px;border-left:4px solid #e5e5e5;background-color:#fafafa;">
${paragraphs(comment.text)}
</blockquote>
<p style="margin:0 0 12px 0;color:${MUTED};">It is on no page until you approve it. Each link works once, for 30 days.</p>
<p style="margin:0 0 8px 0;">${button(links.approve, "Approve")}${button(links.reject, "Reject")}${button(links.reply, "Reply")}</p>`;
  return { subject, text, html: html(subject, body) };
}

export interface ReplyNoticeInput {
  article: { title: string; url: string };
  /** The reader's own comment, and the owner's reply to it. */
  comment: { name: string; text: string };
  reply: { author: string; text: string };
  stopUrl: string;
}

/** The reader's mail: an owner replied to their comment. */
export function replyNoticeMail({
  article,
  comment,
  reply,
  stopUrl,
}: ReplyNoticeInput): RenderedMail {
  const subject = `${reply.author} replied to your comment on "${article.title}"`;
  const text = `Hello ${comment.name},

${reply.author} replied to your comment under "${article.title}":

${quoted(reply.text)}

Your comment:
${quoted(comment.text)}

Read it on the page: ${article.url}

--
You get this mail because you asked to be told when the owners reply.
Stop these mails with one click: ${stopUrl}
`;
  const body = `<p style="margin:0 0 16px 0;">Hello ${escapeHtml(comment.name)},</p>
<p style="margin:0 0 12px 0;"><strong>${escapeHtml(reply.author)}</strong> replied to your comment under <a href="${escapeHtml(article.url)}" style="color:${ACCENT};">${escapeHtml(article.title)}</a>:</p>
<blockquote style="margin:0 0 20px 0;padding:12px 16px;border-left:4px solid ${ACCENT};background-color:#fafafa;">
${paragraphs(reply.text)}
</blockquote>
<p style="margin:0 0 8px 0;color:${MUTED};">Your comment:</p>
<blockquote style="margin:0 0 20px 0;padding:12px 16px;border-left:4px solid #e5e5e5;color:${MUTED};">
${paragraphs(comment.text)}
</blockquote>
<p style="margin:0 0 20px 0;">${button(article.url, "Read it on the page")}</p>
<p style="margin:0;font-size:13px;color:${MUTED};border-top:1px solid #e5e5e5;padding-top:16px;">You get this mail because you asked to be told when the owners reply. <a href="${escapeHtml(stopUrl)}" style="color:${ACCENT};">Stop these mails</a> with one click.</p>`;
  return { subject, text, html: html(subject, body) };
}
