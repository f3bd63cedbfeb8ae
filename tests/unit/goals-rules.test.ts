import { describe, expect, it } from "vitest";
import {
  CTG_PREFIX,
  DATA_ANALYSIS_TYPES,
  DEFAULT_ACTION_PLAN_ID,
  DEFAULT_ACTION_PLAN_NAME,
  GOAL_EDIT_LIMIT_MESSAGE,
  GOAL_LIMIT_TITLE,
  GOAL_NEW_LIMIT_MESSAGE,
  MAX_TARGET_STANDARDS,
  availableForNewSmartGoal,
  byPriority,
  dataAnalysisLabel,
  goalLimitMessage,
  isoDateOrNull,
  mindsetColumns,
  numericValue,
  setFlags,
  toggleGoalStandard,
} from "@/lib/goals/rules";
import { ZDataAnalysisInput, ZDataAnalysisQuery, ZEditTarget, ZNewTarget, ZTargetListQuery, ZTargetPdfBody, ZUpdatePriorityFromSmartGoals } from "@/lib/goals/schemas";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => ({ path: i.path.join("."), message: i.message })) ?? [];

describe("goal (target) rules", () => {
  it("'Maximum 2 mindsets per lesson and per goal': a third is dropped and the 'Save Goal' popup is asked for", () => {
    expect(MAX_TARGET_STANDARDS).toBe(2);
    expect(toggleGoalStandard([], 4)).toEqual({ selected: [4], refused: false });
    expect(toggleGoalStandard([4], 7)).toEqual({ selected: [4, 7], refused: false });
    expect(toggleGoalStandard([4, 7], 9)).toEqual({ selected: [4, 7], refused: true });
    expect(toggleGoalStandard([4, 7], 4)).toEqual({ selected: [7], refused: false });
    expect(GOAL_LIMIT_TITLE).toBe("Save Goal");
  });

  it("'The text is 'Only select those that are STRONGLY linked to Outcome (No more than 2)' on the goal edit form'", () => {
    expect(GOAL_EDIT_LIMIT_MESSAGE).toBe("Only select those that are STRONGLY linked to Outcome (No more than 2)");
    expect(goalLimitMessage("edit")).toBe(GOAL_EDIT_LIMIT_MESSAGE);
  });

  it("'and 'Only select Mindsets & Domains / State Standards that are STRONGLY linked to Outcome (No more than 2)' on the new-target form'", () => {
    expect(GOAL_NEW_LIMIT_MESSAGE).toBe("Only select Mindsets & Domains / State Standards that are STRONGLY linked to Outcome (No more than 2)");
    expect(goalLimitMessage("new")).toBe(GOAL_NEW_LIMIT_MESSAGE);
  });

  it("the API refuses a third standard with each form's text: POST is the new-target form, PUT the goal edit form", () => {
    const body = { name: "Raise attendance", mindsets: [1, 2, 3] };
    expect(issues(ZNewTarget.safeParse(body))).toEqual([{ path: "mindsets", message: GOAL_NEW_LIMIT_MESSAGE }]);
    expect(issues(ZEditTarget.safeParse(body))).toEqual([{ path: "mindsets", message: GOAL_EDIT_LIMIT_MESSAGE }]);
    // A repeated id is one standard, not a third.
    expect(ZNewTarget.parse({ name: "x", mindsets: [1, 2, 2] }).mindsets).toEqual([1, 2]);
  });

  it("'Target (goal): mindsets (max 2), dataAnalysis_id, relevant, share, achievement, attendance, behavior flags, and on the smart-goal form targetItem'", () => {
    const v = ZNewTarget.parse({
      name: "  Fewer office referrals  ",
      mindset_id1: "3",
      mindset_id2: 5,
      data_analysis_id: "7",
      relevant: 1,
      share: "true",
      targetItem: { behavior: true, social: "1" },
    });
    expect(v).toMatchObject({
      name: "Fewer office referrals",
      mindsets: [3, 5],
      dataAnalysis_id: 7,
      relevant: true,
      share: true,
      behavior: true,
      social: true,
      achievement: false,
      attendance: false,
      academic: false,
      career: false,
      client_id: null,
      description: "",
    });
    expect(setFlags(v)).toEqual(["behavior", "social"]);
  });

  it("a target needs its statement; the description is sanitised rich text", () => {
    expect(issues(ZNewTarget.safeParse({ name: "   " }))[0]).toEqual({ path: "name", message: "Enter the target." });
    const v = ZNewTarget.parse({ name: "x", description: "<p><strong>Bold</strong><script>alert(1)</script></p>" });
    expect(v.description).not.toContain("script");
    expect(v.description).toContain("<strong>Bold</strong>");
  });

  it("'Default action plan name 'None'' (id 1)", () => {
    expect(DEFAULT_ACTION_PLAN_ID).toBe(1);
    expect(DEFAULT_ACTION_PLAN_NAME).toBe("None");
  });

  it("the list query: scope all, mine or shared, page from 1, smartGoals=1", () => {
    expect(ZTargetListQuery.parse({})).toEqual({ page: 1, q: "", scope: "all" });
    expect(ZTargetListQuery.parse({ smartGoals: "1" }).smartGoals).toBe("1");
    expect(ZTargetListQuery.safeParse({ scope: "others" }).success).toBe(false);
    expect(ZTargetListQuery.safeParse({ page: "0" }).success).toBe(false);
  });

  it("the target PDF takes the target's id (target_id accepted)", () => {
    expect(ZTargetPdfBody.parse({ id: "4" })).toEqual({ id: 4 });
    expect(ZTargetPdfBody.parse({ target_id: 9 })).toEqual({ id: 9 });
    expect(ZTargetPdfBody.safeParse({}).success).toBe(false);
  });
});

describe("data analysis item rules", () => {
  const item = { name: "Chronic absenteeism", type: "attendance" };

  it("'id, name, typeName, priority, closingTheGap (1 or 0), baseline, dateBaseline, target, targetGroup, mindset_id1, mindset_id2'", () => {
    const v = ZDataAnalysisInput.parse({
      ...item,
      typeName: "Days absent",
      priority: "2",
      closingTheGap: 1,
      baseline: "18.5",
      dateBaseline: "2026-09-14",
      target: 12,
      targetGroup: "Grade 9 boys",
      mindset_id1: 3,
      mindset_id2: "8",
    });
    expect(v).toMatchObject({
      name: "Chronic absenteeism",
      type: "attendance",
      typeName: "Days absent",
      priority: 2,
      closingTheGap: true,
      baseline: 18.5,
      dateBaseline: "2026-09-14",
      target: 12,
      targetGroup: "Grade 9 boys",
      mindsets: [3, 8],
      active: true,
    });
    expect(mindsetColumns(v.mindsets)).toEqual({ mindsetId1: 3, mindsetId2: 8 });
    expect(mindsetColumns([])).toEqual({ mindsetId1: null, mindsetId2: null });
  });

  it("the types are attendance, behavior, achievement and other", () => {
    expect(DATA_ANALYSIS_TYPES).toEqual(["attendance", "behavior", "achievement", "other"]);
    expect(issues(ZDataAnalysisInput.safeParse({ ...item, type: "mood" }))[0]).toEqual({ path: "type", message: "Choose attendance, behavior, achievement or other." });
  });

  it("closing-the-gap items are 'for a student subgroup': the subgroup must be named", () => {
    expect(issues(ZDataAnalysisInput.safeParse({ ...item, closingTheGap: "1" }))).toEqual([{ path: "targetGroup", message: "Name the student subgroup of this closing-the-gap item." }]);
    expect(ZDataAnalysisInput.safeParse({ ...item, closingTheGap: "0" }).success).toBe(true);
  });

  it("a baseline or target that is not a number is refused, never stored", () => {
    expect(issues(ZDataAnalysisInput.safeParse({ ...item, baseline: "lots" }))[0]).toEqual({ path: "baseline", message: "The baseline is a number from 0." });
    expect(issues(ZDataAnalysisInput.safeParse({ ...item, target: "-3" }))[0]).toEqual({ path: "target", message: "The target is a number from 0." });
    expect(ZDataAnalysisInput.parse({ ...item, baseline: "", target: null })).toMatchObject({ baseline: null, target: null });
  });

  it("'Dates '0000-00-00' are treated as empty'; an impossible date is refused", () => {
    expect(isoDateOrNull("0000-00-00")).toBeNull();
    expect(isoDateOrNull("2026-02-30")).toBeNull();
    expect(isoDateOrNull("2026-02-28")).toBe("2026-02-28");
    expect(ZDataAnalysisInput.parse({ ...item, dateBaseline: "0000-00-00" }).dateBaseline).toBeNull();
    expect(issues(ZDataAnalysisInput.safeParse({ ...item, dateBaseline: "14/09/2026" }))[0]).toEqual({ path: "dateBaseline", message: "Give the baseline date as YYYY-MM-DD." });
  });

  it("at most two standards on a data priority too (the new-target form's text)", () => {
    expect(issues(ZDataAnalysisInput.safeParse({ ...item, mindsets: [1, 2, 3] }))[0]).toEqual({ path: "mindsets", message: GOAL_NEW_LIMIT_MESSAGE });
  });

  it("priorities are whole numbers from 1 to 99, in order, then by name", () => {
    expect(ZDataAnalysisInput.safeParse({ ...item, priority: 0 }).success).toBe(false);
    expect(ZDataAnalysisInput.safeParse({ ...item, priority: 1.5 }).success).toBe(false);
    const sorted = byPriority([
      { id: 1, priority: 3, name: "C" },
      { id: 2, priority: 1, name: "B" },
      { id: 3, priority: 1, name: "A" },
    ]);
    expect(sorted.map((i) => i.id)).toEqual([3, 2, 1]);
  });

  it("''CTG - ' added for closing-the-gap items'", () => {
    expect(CTG_PREFIX).toBe("CTG - ");
    expect(dataAnalysisLabel({ name: "Math grades", closingTheGap: true })).toBe("CTG - Math grades");
    expect(dataAnalysisLabel({ name: "Math grades", closingTheGap: false })).toBe("Math grades");
  });

  it("'GET /api/v1/dataAnalysis?active=1&onSmartgoalNew=1': the active items no SMART goal uses yet", () => {
    const items = [
      { id: 1, active: true },
      { id: 2, active: false },
      { id: 3, active: true },
    ];
    expect(availableForNewSmartGoal(items, new Set())).toEqual([items[0], items[2]]);
    expect(availableForNewSmartGoal(items, new Set([3]))).toEqual([items[0]]);
    expect(ZDataAnalysisQuery.parse({ active: "1", onSmartgoalNew: "1" })).toEqual({ active: "1", onSmartgoalNew: "1" });
    expect(ZDataAnalysisQuery.safeParse({ active: "yes" }).success).toBe(false);
  });

  it("'POST /api/v1/dataAnalysis/updatePriorityFromSmartGoals: id, priority, name, dateBaseline, baseline, smartgoals_id'", () => {
    expect(ZUpdatePriorityFromSmartGoals.parse({ id: 3, priority: "2", name: "Attendance", dateBaseline: "2026-10-01", baseline: "20", smartgoals_id: 9 })).toEqual({
      id: 3,
      priority: 2,
      name: "Attendance",
      dateBaseline: "2026-10-01",
      baseline: 20,
      smartgoals_id: 9,
    });
    expect(ZUpdatePriorityFromSmartGoals.safeParse({ id: 3 }).success).toBe(false);
  });

  it("numeric columns answer as numbers", () => {
    expect(numericValue("18.50")).toBe(18.5);
    expect(numericValue(null)).toBeNull();
    expect(numericValue("x")).toBeNull();
  });
});
