import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_FRONT_MATTER_CHARS,
  parseFrontMatter,
  splitFrontMatter,
} from "./front-matter.server.ts";
import { parsePostFile } from "./post-markdown.server.ts";

describe("splitFrontMatter", () => {
  it("takes the lines between the first line's --- and the next --- alone", () => {
    const source = "---\ntitle: x\n  ---\ndesc: y\n---\nIntro.\n---\nMore.\n";
    expect(splitFrontMatter("p/a.md", source)).toEqual({
      // From the first line's end: YAML line 2 is file line 2.
      yaml: "\ntitle: x\n  ---\ndesc: y",
      body: "Intro.\n---\nMore.\n",
      bodyLine: 6,
    });
  });

  it("reads a file with a byte order mark, CRLF line ends, or spaces after a delimiter", () => {
    expect(splitFrontMatter("p/a.md", "\uFEFF---\r\ntitle: x\r\n---\r\nIntro.\r\n")).toEqual({
      yaml: "\ntitle: x\r",
      body: "Intro.\r\n",
      bodyLine: 4,
    });
    expect(splitFrontMatter("p/a.md", "--- \ntitle: x\n---\t\nIntro.")).toMatchObject({
      yaml: "\ntitle: x",
      body: "Intro.",
    });
    expect(splitFrontMatter("p/a.md", "---\n---\n")).toEqual({ yaml: "", body: "", bodyLine: 3 });
  });

  it("refuses any language after the opening ---, at line 1", () => {
    for (const first of [
      "---js",
      "---javascript",
      "---coffee",
      "---yaml",
      "---json",
      "----",
      "--- js",
    ]) {
      expect(
        () => splitFrontMatter("p/a.md", `${first}\ntitle: x\n---\nIntro.\n`),
        first,
      ).toThrowError(
        new RegExp(
          `^p/a\\.md:1: front matter must be YAML, opened by a line "---" alone, not "${first}" \\(no other language is read, none is run\\)$`,
        ),
      );
    }
  });

  it("refuses a file without front matter, or whose front matter never ends", () => {
    expect(() => splitFrontMatter("p/a.md", "title: x\n---\nIntro.\n")).toThrowError(
      /^p\/a\.md:1: no front matter: a post starts with a line "---"/,
    );
    expect(() => splitFrontMatter("p/a.md", "---\ntitle: x\n--- \nx---\n")).not.toThrow();
    expect(() => splitFrontMatter("p/a.md", "---\ntitle: x\n----\nIntro.\n")).toThrowError(
      /^p\/a\.md:1: front matter never closed: end it with a line "---"$/,
    );
  });
});

describe("parseFrontMatter", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-front-matter-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("never runs the JavaScript of issue 44 (---js), nor any other language", async () => {
    const pwned = path.join(dir, "PWNED");
    const payload = `{ title: (require("fs").writeFileSync(${JSON.stringify(pwned)},""), "x") }`;
    for (const language of ["js", "javascript", "coffee"]) {
      const source = `---${language}\n${payload}\n---\nIntro.\n`;
      await expect(parsePostFile("p/a-post.md", source)).rejects.toThrowError(/^p\/a-post\.md:1: /);
    }
    // Under `---`, the same text is YAML: a flow mapping of plain text.
    await expect(
      parsePostFile("p/a-post.md", `---\n${payload}\n---\nIntro.\n`),
    ).rejects.toThrowError();
    expect(fs.existsSync(pwned)).toBe(false);
    expect(fs.existsSync("PWNED")).toBe(false);
  });

  it("refuses an unknown tag (a code-running parser's !!js/function) at its line", () => {
    const source = '---\ntitle: x\ndesc: !!js/function "function () { return 1 }"\n---\n';
    expect(() => parseFrontMatter("p/a.md", source)).toThrowError(
      /^p\/a\.md:3: front matter: Unresolved tag: tag:yaml\.org,2002:js\/function$/,
    );
  });

  it("refuses an alias bomb, and front matter that is not entries", () => {
    const bomb = ["---", "a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let i = 0; i < 8; i++) {
      const name = String.fromCharCode(98 + i);
      const previous = String.fromCharCode(97 + i);
      bomb.push(
        `${name}: &${name} [*${previous}, *${previous}, *${previous}, *${previous}, *${previous}]`,
      );
    }
    expect(() => parseFrontMatter("p/a.md", `${bomb.join("\n")}\n---\n`)).toThrowError(
      /^p\/a\.md:1: front matter: Excessive alias count/,
    );
    expect(() => parseFrontMatter("p/a.md", "---\n- a\n- b\n---\n")).toThrowError(
      /^p\/a\.md:2: front matter must be YAML entries/,
    );
    expect(parseFrontMatter("p/a.md", "---\n---\nIntro.\n").data).toEqual({});
  });

  it(`refuses front matter over ${MAX_FRONT_MATTER_CHARS.toLocaleString("en-US")} characters (read in one go)`, () => {
    const tags = (count: number) => `---\ntags:\n${"  - tag\n".repeat(count)}---\n`;
    // "\ntags:" is 6 characters, each tag 8.
    const most = (MAX_FRONT_MATTER_CHARS - 6) / 8;
    expect(parseFrontMatter("p/a.md", tags(Math.floor(most))).data).toMatchObject({
      tags: expect.any(Array),
    });
    expect(() => parseFrontMatter("p/a.md", tags(Math.floor(most) + 1))).toThrowError(
      /^p\/a\.md:1: front matter of 32,00\d characters: at most 32,000 /,
    );
  });
});
