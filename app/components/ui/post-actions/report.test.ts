import { describe, expect, it } from "vitest";
import { REPORT_PROBLEMS, reportError } from "#app/components/ui/post-actions/report.ts";

describe("report form rules", () => {
  it("offers the four problem types", () => {
    expect(REPORT_PROBLEMS).toEqual(["Violence", "Trouble", "Spam", "Other"]);
  });
  it("requires a message", () => {
    expect(reportError({ problem: "Spam", message: "" })).toBe("Please tell us what is wrong.");
    expect(reportError({ problem: "Spam", message: "   " })).toBe("Please tell us what is wrong.");
  });
  it("requires a known problem type", () => {
    expect(reportError({ problem: "Boring", message: "x" })).toBe("Please choose a problem type.");
  });
  it("accepts a problem type with a message", () => {
    expect(reportError({ problem: "Other", message: "Broken link" })).toBeNull();
  });
});
