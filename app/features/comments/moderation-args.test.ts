import { describe, expect, it } from "vitest";
import { parseCommentsArgs } from "./moderation-args.ts";

describe("npm run comments' arguments", () => {
  it("lists pending comments, as text or JSON", () => {
    expect(parseCommentsArgs([])).toEqual({ ok: true, command: { kind: "list", json: false } });
    expect(parseCommentsArgs(["--json"])).toEqual({
      ok: true,
      command: { kind: "list", json: true },
    });
  });

  it("reads one action and its comment id", () => {
    for (const kind of ["approve", "reject", "delete"] as const) {
      expect(parseCommentsArgs([`--${kind}`, "12"])).toEqual({
        ok: true,
        command: { kind, id: 12 },
      });
    }
    expect(parseCommentsArgs(["--approve=7"])).toMatchObject({ command: { id: 7 } });
  });

  it("reads a reply's text, quoted or not", () => {
    expect(parseCommentsArgs(["--reply", "3", "Yes, with a pushchair."])).toEqual({
      ok: true,
      command: { kind: "reply", id: 3, text: "Yes, with a pushchair." },
    });
    expect(parseCommentsArgs(["--reply", "3", "Yes,", "it", "is"])).toMatchObject({
      command: { text: "Yes, it is" },
    });
  });

  it("reads the address to erase", () => {
    expect(parseCommentsArgs(["--erase", "ada@example.com"])).toEqual({
      ok: true,
      command: { kind: "erase", email: "ada@example.com" },
    });
  });

  it.each([
    [["--approve"], /argument missing|value/i],
    [["--approve", "x"], /needs a comment id, not "x"/],
    [["--approve", "0"], /needs a comment id/],
    [["--approve", "-1"], /.+/],
    [["--delete", "99999999999"], /needs a comment id/],
    [["--approve", "1", "--reject", "2"], /One action at a time: --approve, --reject/],
    [["--reply", "1"], /needs the reply's text/],
    [["--reply", "1", "  "], /needs the reply's text/],
    [["--erase", "nobody"], /needs an email address/],
    [["--frobnicate"], /Unknown option '--frobnicate'/],
    [["--json", "--approve", "1"], /--json lists pending comments/],
    [["--approve", "1", "extra"], /Unexpected: extra/],
    [["stray"], /Unexpected: stray/],
  ])("refuses %j with a clear message", (args, message) => {
    const parsed = parseCommentsArgs(args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
