/**
 * A malformed or unreadable content file: the message starts with the file and the line at
 * fault, `file:line: reason`, or `file: reason` where no line is (a FIFO, a file too large).
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    detail: string,
  ) {
    super(line === undefined ? `${file}: ${detail}` : `${file}:${line}: ${detail}`);
    this.name = "ContentError";
  }
}

/**
 * Problems that stop a whole import (authors.json, taxonomies.json or the posts folder at fault:
 * no post can be checked without them), with every other problem found: one line each.
 */
export class ContentProblems extends Error {
  constructor(readonly problems: ContentError[]) {
    super(problems.map((p) => p.message).join("\n"));
    this.name = "ContentProblems";
  }
}
