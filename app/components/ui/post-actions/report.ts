/** docs/spec.md#entities: the four report problem types, in form order. */
export const REPORT_PROBLEMS = ["Violence", "Trouble", "Spam", "Other"] as const;
export type ReportProblem = (typeof REPORT_PROBLEMS)[number];

export interface Report {
  problem: ReportProblem;
  message: string;
}

/** docs/spec.md#validation: the message is required. Returns the error to show, or null. */
export function reportError(input: { problem: string; message: string }): string | null {
  if (!(REPORT_PROBLEMS as readonly string[]).includes(input.problem)) {
    return "Please choose a problem type.";
  }
  if (input.message.trim() === "") return "Please tell us what is wrong.";
  return null;
}
