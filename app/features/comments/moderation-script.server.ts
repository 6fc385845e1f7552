import { countOf } from "#app/lib/format.ts";
import { deleteComment, eraseCommentsByEmail } from "#app/models/comment-decisions.server.ts";
import { findComment, pendingComments } from "#app/models/comments.server.ts";
import { decide, replyAsOwner } from "./moderation.server.ts";
import { type CommentsCommand, parseCommentsArgs, USAGE } from "./moderation-args.ts";
import { replyTextProblem } from "./reply-text.ts";

/** Where the script writes: its output, and its messages of failure. */
export interface ScriptOutput {
  out(text: string): void;
  error(text: string): void;
}

/**
 * `npm run comments` (scripts/comments.ts): the owners' moderation from the server's shell, as the
 * mail's links do it. Returns the exit code: 0 done, 1 no such comment (or nothing it can do), 2
 * arguments it does not understand.
 */
export async function runCommentsScript(args: string[], io: ScriptOutput): Promise<number> {
  const parsed = parseCommentsArgs(args);
  if (!parsed.ok) {
    io.error(`${parsed.message}\n${USAGE}`);
    return 2;
  }
  return run(parsed.command, io);
}

async function run(command: CommentsCommand, io: ScriptOutput): Promise<number> {
  if (command.kind === "list") {
    const pending = await pendingComments();
    if (command.json) {
      io.out(JSON.stringify(pending, null, 2));
      return 0;
    }
    io.out(
      pending.length === 0
        ? "No comment is waiting."
        : `${countOf(pending.length, "comment")} waiting, oldest first:\n`,
    );
    for (const c of pending) {
      const text = c.text.replace(/\s+/g, " ");
      io.out(
        `#${c.id}  ${c.createdAt.slice(0, 16).replace("T", " ")}  ${c.slug ?? "(post not live)"}  ${c.name}`,
      );
      io.out(`    ${text.length > 200 ? `${text.slice(0, 199)}…` : text}\n`);
    }
    if (pending.length > 0)
      io.out('Then: --approve ID, --reject ID, --reply ID "text" or --delete ID.');
    return 0;
  }
  if (command.kind === "erase") {
    const erased = await eraseCommentsByEmail(command.email);
    io.out(
      erased === 0
        ? `No comment was written with ${command.email}: nothing to erase.`
        : `Erased ${countOf(erased, "comment")} written with ${command.email}, the replies to them, and the address.`,
    );
    return 0;
  }
  const comment = await findComment(command.id);
  if (!comment) {
    io.error(`No comment ${command.id}: see the pending ones with npm run comments.`);
    return 1;
  }
  if (command.kind === "delete") {
    await deleteComment(command.id);
    const was = comment.status === "approved" ? ": off the page, the count lowered" : "";
    io.out(`Comment ${command.id} deleted${was}.`);
    return 0;
  }
  if (comment.parentId !== null) {
    io.error(`${command.id} is an owners' reply, not a reader's comment: only --delete applies.`);
    return 1;
  }
  if (command.kind === "reply") {
    const problem = replyTextProblem(command.text);
    if (problem) {
      io.error(problem);
      return 2;
    }
    const replyId = await replyAsOwner(command.id, command.text);
    if (replyId === undefined) {
      io.error(`Comment ${command.id}'s post is not on the site: no author to reply as.`);
      return 1;
    }
    io.out(`Reply ${replyId} posted beneath comment ${command.id}: both are on the page.`);
    return 0;
  }
  const outcome = await decide(command.kind, command.id);
  const done =
    command.kind === "approve" ? "approved: it is on the page" : "rejected: it will not appear";
  io.out(
    outcome === "unchanged"
      ? `Comment ${command.id} was ${command.kind}d already.`
      : `Comment ${command.id} ${done}.`,
  );
  return 0;
}
