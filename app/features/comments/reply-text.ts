/** The longest and shortest owners' reply, as a reader's comment (issue 40, item 1). Pure. */
export const REPLY_LENGTH = { min: 2, max: 2000 } as const;

/** Why a reply's text cannot be posted, or undefined when it can. */
export function replyTextProblem(text: string): string | undefined {
  const length = [...text.trim()].length;
  if (length < REPLY_LENGTH.min) return "Write a reply of at least 2 characters.";
  if (length > REPLY_LENGTH.max) return "A reply is at most 2,000 characters.";
  return undefined;
}
