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
