import { parseArgs } from "node:util";

/** `npm run comments`' usage line, printed with every mistake in its arguments. */
export const USAGE = `Usage: npm run comments -- [--json]
       npm run comments -- --approve ID | --reject ID | --delete ID
       npm run comments -- --reply ID "text"
       npm run comments -- --erase EMAIL`;

export type CommentsCommand =
  | { kind: "list"; json: boolean }
  | { kind: "approve" | "reject" | "delete"; id: number }
  | { kind: "reply"; id: number; text: string }
  | { kind: "erase"; email: string };

export type ParsedArgs = { ok: true; command: CommentsCommand } | { ok: false; message: string };

const ACTIONS = ["approve", "reject", "delete", "reply", "erase"] as const;

/** A comment id as typed: a positive whole number (its column is a 32-bit integer). */
function idOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** `npm run comments`' arguments, read: one action at most, its value checked. Pure. */
export function parseCommentsArgs(args: string[]): ParsedArgs {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        json: { type: "boolean" },
        approve: { type: "string" },
        reject: { type: "string" },
        delete: { type: "string" },
        reply: { type: "string" },
        erase: { type: "string" },
      },
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const asked = ACTIONS.filter((action) => values[action] !== undefined);
  if (asked.length > 1) {
    return { ok: false, message: `One action at a time: ${asked.map((a) => `--${a}`).join(", ")}` };
  }
  const action = asked[0];
  if (!action) {
    if (positionals.length > 0) return { ok: false, message: `Unexpected: ${positionals[0]}` };
    return { ok: true, command: { kind: "list", json: values.json === true } };
  }
  if (values.json)
    return { ok: false, message: `--json lists pending comments: not with --${action}` };
  const value = String(values[action]);
  if (action === "erase") {
    if (positionals.length > 0) return { ok: false, message: `Unexpected: ${positionals[0]}` };
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
      return { ok: false, message: `--erase needs an email address, not "${value}"` };
    }
    return { ok: true, command: { kind: "erase", email: value } };
  }
  const id = idOf(value);
  if (id === undefined)
    return { ok: false, message: `--${action} needs a comment id, not "${value}"` };
  if (action === "reply") {
    const text = positionals.join(" ").trim();
    if (!text) return { ok: false, message: '--reply needs the reply\'s text: --reply ID "text"' };
    return { ok: true, command: { kind: "reply", id, text } };
  }
  if (positionals.length > 0) return { ok: false, message: `Unexpected: ${positionals[0]}` };
  return { ok: true, command: { kind: action, id } };
}
