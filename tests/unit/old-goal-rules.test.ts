import { describe, expect, it } from "vitest";
import { oldGoalDirectives, oldGoalTotal, schoolYearLabel } from "@/lib/old-goal/rules";
import { ZOldGoalInput } from "@/lib/old-goal/schemas";

describe("old goal rules", () => {
  it("'directive1 (sum of cc, isp, rs, is), directive2 (equal to ppss)'", () => {
    expect(oldGoalDirectives({ cc: 30, isp: 25, rs: 20, is: 5, ppss: 15 })).toEqual({ directive1: 80, directive2: 15 });
    expect(oldGoalDirectives({ cc: 0, isp: 0, rs: 0, is: 0, ppss: 0 })).toEqual({ directive1: 0, directive2: 0 });
    expect(oldGoalDirectives({ cc: 100, isp: 0, rs: 0, is: 0, ppss: 0 })).toEqual({ directive1: 100, directive2: 0 });
  });

  it("the five shares are whole percents adding up to at most 100; empty means 0", () => {
    expect(oldGoalTotal({ cc: 30, isp: 25, rs: 20, is: 5, ppss: 15 })).toBe(95);
    expect(ZOldGoalInput.parse({ cc: "", isp: null, rs: "20" })).toEqual({ cc: 0, isp: 0, rs: 20, is: 0, ppss: 0 });
    expect(ZOldGoalInput.safeParse({ cc: 60, ppss: 41 }).success).toBe(false);
    expect(ZOldGoalInput.safeParse({ cc: 60, ppss: 40 }).success).toBe(true);
    expect(ZOldGoalInput.safeParse({ cc: 101 }).success).toBe(false);
  });

  it("a school year is named by its two calendar years", () => {
    expect(schoolYearLabel(2026)).toBe("2026-27");
    expect(schoolYearLabel(2099)).toBe("2099-00");
  });
});
