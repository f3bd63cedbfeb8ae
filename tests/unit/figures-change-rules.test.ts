import { describe, expect, it } from "vitest";
import { changePercent, eventChangePercent, lessonResultsChangePercent } from "@/lib/surveys/rules";

// Every change percent of a pre/post survey comes from one function, given the exact averages of the
// answers, and is rounded once for display.

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe("one change percent, from unrounded averages, rounded once", () => {
  it("pre 2, 1, 2, 3 and post 4, 3, 4 is 83.3 %, not the 85.0 % of the rounded 2.0 and 3.7", () => {
    const pre = mean([2, 1, 2, 3]);
    const post = mean([4, 3, 4]);
    expect(changePercent(pre, post)).toBeCloseTo(83.333, 3);
    expect(eventChangePercent(pre, post)).toBe(83.3);
    expect(lessonResultsChangePercent(pre, post)).toBe(83.3);
    expect(eventChangePercent(2.0, 3.7)).toBe(85);
  });

  it("a figure nobody answered is not measured: no change, never a division by zero", () => {
    expect(changePercent(0, 3)).toBeNull();
    expect(changePercent(2, 0)).toBeNull();
    expect(eventChangePercent(0, 3)).toBe(0);
  });

  it("the spec's figures are absolute: a fall from 3 to 2 shows 33.3 %", () => {
    expect(changePercent(3, 2)).toBeCloseTo(-33.333, 3);
    expect(eventChangePercent(3, 2)).toBe(33.3);
  });
});
