/** A malformed content file: the message starts with the file and the line at fault. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = "ContentError";
  }
}

/** Every problem an import or a check found in content/: the message has one line each. */
export class ContentProblems extends Error {
  constructor(readonly problems: ContentError[]) {
    super(problems.map((p) => p.message).join("\n"));
    this.name = "ContentProblems";
  }
}
