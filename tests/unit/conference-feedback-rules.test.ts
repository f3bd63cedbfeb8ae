import { describe, expect, it } from "vitest";
import { csvCell, feedbackOpen, toCsv } from "@/lib/conference-feedback/rules";
import { ZFeedbackInput } from "@/lib/conference-feedback/schemas";
import { averageRating } from "@/lib/university/rules";

describe("conference feedback (/conference_feedback)", () => {
  it("opens once the conference has started: its start date is today or before", () => {
    const now = new Date("2026-10-22T15:00:00Z");
    expect(feedbackOpen("2026-10-22", now)).toBe(true);
    expect(feedbackOpen("2026-10-01", now)).toBe(true);
    expect(feedbackOpen("2026-10-23", now)).toBe(false);
    expect(feedbackOpen(null, now)).toBe(false);
  });

  it("a rating is a whole number from 1 to 5; the rest is optional", () => {
    expect(ZFeedbackInput.parse({ rating: "5" })).toMatchObject({ rating: 5, name: "", email: "", school: "", comment: "" });
    for (const bad of [0, 6, 2.5, "abc", undefined]) expect(ZFeedbackInput.safeParse({ rating: bad }).success).toBe(false);
    expect(ZFeedbackInput.safeParse({ rating: 3, name: "a\u0000b" }).success).toBe(false);
  });

  it("the CSV quotes what needs it and neutralises formulas", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe("");
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("a,b\r\n1,x\r\n");
  });

  it("the average rating has one decimal", () => {
    expect(averageRating([5, 4, 3, 4, 5])).toBe(4.2);
    expect(averageRating([])).toBeNull();
  });
});
