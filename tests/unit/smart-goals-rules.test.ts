import { readFileSync } from "node:fs";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/i18n/format";
import {
  DEFAULT_ACTION_PLAN_ID,
  DEFAULT_MINDSET_ID,
  DEFAULT_SMART_GOAL_TITLE,
  RATING_MAX,
  datesOutOfOrder,
  goalDirection,
  isSmartGoalSmallGroup,
  parseNumber,
  ratingA,
  ratingB,
  ratingC,
  ratingD,
  ratingE,
  ratingF,
  ratingStars,
  smartGoalChangePercent,
  smartGoalRating,
  smartGoalSentence,
  smartGoalTitle,
  toggleSmartGoalStandard,
  type TRatingInput,
  type TSentenceT,
} from "@/lib/smart-goals/rules";

const empty: TRatingInput = {
  schoolDataStars: 0,
  prioritiesExist: false,
  mindsetSelected: false,
  statementsExist: false,
  dataAnalysisChosen: false,
  targetRelevant: false,
  dateBaseline: "",
  groupCount: 0,
  target: "",
  baselineValue: null,
  targetValue: null,
  caseloadOther: "",
  narrativeHow: "",
  narrativeWhat: "",
  narrativeData: "",
  narrativeWhy: "",
};

describe("SMART goal title", () => {
  it("'The default title is 'Identified areas of Need'' when no data analysis is chosen", () => {
    expect(smartGoalTitle({ dataAnalysis: null, groupCount: 5 })).toBe("Identified areas of Need");
    expect(DEFAULT_SMART_GOAL_TITLE).toBe("Identified areas of Need");
  });
  it("goals without a data analysis are told apart by what they measure, not all titled 'Identified areas of Need'", () => {
    const a = smartGoalTitle({ dataAnalysis: null, groupCount: 9, focus: "chronic absenteeism rate" });
    const b = smartGoalTitle({ dataAnalysis: null, groupCount: 27, focus: "office referrals" });
    expect(a).toBe("Identified areas of Need : chronic absenteeism rate - Small Group");
    expect(b).toBe("Identified areas of Need : office referrals - Class/Large Group");
    expect(a).not.toBe(b);
    // No group yet: no size; a long focus is cut to one line.
    expect(smartGoalTitle({ dataAnalysis: null, groupCount: 0, focus: "  GPA  " })).toBe("Identified areas of Need : GPA");
    expect(smartGoalTitle({ dataAnalysis: null, groupCount: 0, focus: "x".repeat(100) })).toHaveLength("Identified areas of Need : ".length + 80);
    // A chosen data analysis keeps the spec's title.
    expect(smartGoalTitle({ dataAnalysis: { typeName: "Attendance", closingTheGap: 0 }, groupCount: 9, focus: "days absent" })).toBe("Identified areas of Need : Attendance - Small Group");
  });
  it("'Identified areas of Need : ' then the type name then ' - Small Group' if the group count is 12 or less", () => {
    expect(smartGoalTitle({ dataAnalysis: { typeName: "Attendance", closingTheGap: false }, groupCount: 12 })).toBe("Identified areas of Need : Attendance - Small Group");
  });
  it("' - Class/Large Group' when the group count is above 12 (13)", () => {
    expect(smartGoalTitle({ dataAnalysis: { typeName: "Behavior", closingTheGap: 0 }, groupCount: 13 })).toBe("Identified areas of Need : Behavior - Class/Large Group");
  });
  it("'optionally 'CTG - ' for closing-the-gap analysis' (closingTheGap 1 or true)", () => {
    expect(smartGoalTitle({ dataAnalysis: { typeName: "Achievement", closingTheGap: 1 }, groupCount: 3 })).toBe("Identified areas of Need : CTG - Achievement - Small Group");
    expect(smartGoalTitle({ dataAnalysis: { typeName: "Achievement", closingTheGap: true }, groupCount: 30 })).toBe("Identified areas of Need : CTG - Achievement - Class/Large Group");
  });
  it("'12 or fewer is small group' counts an empty group (0) as small (coverage J2: its own rule)", () => {
    expect(isSmartGoalSmallGroup(0)).toBe(true);
    expect(isSmartGoalSmallGroup(12)).toBe(true);
    expect(isSmartGoalSmallGroup(13)).toBe(false);
    expect(smartGoalTitle({ dataAnalysis: { typeName: "Attendance", closingTheGap: 0 }, groupCount: 0 })).toBe("Identified areas of Need : Attendance - Small Group");
  });
});

describe("SMART goal sentence: the direction follows baseline and target", () => {
  const messages = (lang: string) => JSON.parse(readFileSync(`messages/${lang}.json`, "utf8"));
  const translator = (lang: string): TSentenceT => {
    const t = createTranslator({ locale: lang, messages: messages(lang), namespace: "smartGoals.sentence" as never });
    return (key, values) => t(key as never, values as never);
  };
  const absenteeism = { date: "05/28/27", group: "Grade 7", target: "chronic absenteeism rate", percent: 33, baseline: 18, targetValue: 12 };

  it("18 → 12 is a decrease: 'will decrease … by 33% from 18 to 12', never the template's 'increase, decrease or not change'", () => {
    expect(smartGoalSentence(absenteeism)).toBe("By 05/28/27, Grade 7 students will decrease their chronic absenteeism rate by 33% from 18 to 12.");
  });
  it("80 → 100 is an increase; equal values keep the figure; without both values the sentence names no direction", () => {
    expect(smartGoalSentence({ date: "05/31/27", group: "Grade 6 girls", target: "attendance rate", percent: 25, baseline: "80", targetValue: 100 })).toBe(
      "By 05/31/27, Grade 6 girls students will increase their attendance rate by 25% from 80 to 100.",
    );
    expect(smartGoalSentence({ date: "05/31/27", group: "", target: "GPA", percent: 0, baseline: 3, targetValue: "3" })).toBe("By 05/31/27, students will keep their GPA at 3.");
    expect(smartGoalSentence({ date: "", group: "", target: "", percent: null, baseline: "", targetValue: null })).toBe("By …, students will change their ….");
  });
  it("an uncomputed percent (baseline 0) is left out rather than printed as 0%", () => {
    expect(smartGoalSentence({ date: "05/31/27", group: "Grade 9", target: "club sign-ups", percent: null, baseline: 0, targetValue: 20 })).toBe(
      "By 05/31/27, Grade 9 students will increase their club sign-ups from 0 to 20.",
    );
  });
  it("goalDirection: up, down, equal, or null until both values are numbers", () => {
    expect([goalDirection(18, 12), goalDirection("88", "92"), goalDirection(5, 5), goalDirection(null, 5), goalDirection("", 5)]).toEqual(["decrease", "increase", "maintain", null, null]);
  });
  it("the built-in English is word for word the English message of every direction", () => {
    const en = translator("en");
    for (const [baseline, targetValue, percent] of [
      [18, 12, 33],
      [80, 100, 25],
      [5, 5, 0],
      [null, 3, null],
      [0, 20, null],
    ] as const) {
      for (const group of ["Grade 7", ""]) {
        const input = { date: "05/28/27", group, target: "chronic absenteeism rate", percent, baseline, targetValue };
        expect(smartGoalSentence(input, en)).toBe(smartGoalSentence(input));
      }
    }
  });
  it("Italian and German say the same direction in their own words and number format", () => {
    expect(smartGoalSentence({ ...absenteeism, date: "28/05/27" }, translator("it"))).toBe(
      "Entro il 28/05/27, gli studenti di Grade 7 porteranno chronic absenteeism rate da 18 a 12, una diminuzione del 33%.",
    );
    expect(smartGoalSentence({ ...absenteeism, date: "28.05.27", baseline: 18.5 }, translator("de"))).toBe(
      "Bis zum 28.05.27 senken die Schülerinnen und Schüler von Grade 7 den Wert „chronic absenteeism rate“ um 33 % von 18,5 auf 12.",
    );
  });
  it("a goal's date reads in the reader's one date format (05/31/27, 31/05/27, 31.05.27); '0000-00-00' is empty", () => {
    expect(formatDate("2027-05-31", "en")).toBe("05/31/27");
    expect(formatDate("2027-05-31", "it")).toBe("31/05/27");
    expect(formatDate("2027-05-31", "de")).toBe("31.05.27");
    expect(formatDate("0000-00-00", "it")).toBe("");
    expect(formatDate(null, "it")).toBe("");
  });
});

describe("SMART goal change percent", () => {
  it("'(target minus baseline) divided by baseline times 100, rounded, shown as an absolute value'", () => {
    expect(smartGoalChangePercent(80, 100)).toBe(25);
    expect(smartGoalChangePercent(100, 80)).toBe(20);
    expect(smartGoalChangePercent(3, 4)).toBe(33);
    expect(smartGoalChangePercent(3, 2)).toBe(33);
    expect(smartGoalChangePercent(50, 50)).toBe(0);
  });
  it("rounds before taking the absolute value (-12.5 rounds to -12, shown 12; +12.5 rounds to 13)", () => {
    expect(smartGoalChangePercent(8, 7)).toBe(12);
    expect(smartGoalChangePercent(8, 9)).toBe(13);
  });
  it("'If baseline is above 0 and target is 0 the result is 100'", () => {
    expect(smartGoalChangePercent(40, 0)).toBe(100);
    expect(smartGoalChangePercent("40", "0")).toBe(100);
  });
  it("'computed only when baseline and target are both above 0': baseline 0, negatives or blanks give no value", () => {
    expect(smartGoalChangePercent(0, 10)).toBeNull();
    expect(smartGoalChangePercent(0, 0)).toBeNull();
    expect(smartGoalChangePercent(-5, 10)).toBeNull();
    expect(smartGoalChangePercent(10, -5)).toBeNull();
    expect(smartGoalChangePercent("", 10)).toBeNull();
    expect(smartGoalChangePercent(10, null)).toBeNull();
  });
  it("'Values are parsed as numbers': strings work, text that is not a number gives no value", () => {
    expect(smartGoalChangePercent("80", "100")).toBe(25);
    expect(smartGoalChangePercent(" 12.5 ", "25")).toBe(100);
    expect(smartGoalChangePercent("abc", "25")).toBeNull();
    expect(parseNumber("1e2")).toBe(100);
    expect(parseNumber("12abc")).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
  });
});

describe("SMART goal rating score (maximum 6)", () => {
  it("'A: school-data stars divided by 5 (maximum 1)'", () => {
    expect(ratingA(0)).toBe(0);
    expect(ratingA(3)).toBeCloseTo(0.6);
    expect(ratingA(5)).toBe(1);
    expect(ratingA(7)).toBe(1);
    expect(ratingA(Number.NaN)).toBe(0);
  });
  it("'B: four parts of 0.25 each: base, priorities exist, a mindset selected, pre/post statements exist'", () => {
    expect(ratingB({ prioritiesExist: false, mindsetSelected: false, statementsExist: false })).toBe(0.25);
    expect(ratingB({ prioritiesExist: true, mindsetSelected: false, statementsExist: false })).toBe(0.5);
    expect(ratingB({ prioritiesExist: true, mindsetSelected: true, statementsExist: false })).toBe(0.75);
    expect(ratingB({ prioritiesExist: true, mindsetSelected: true, statementsExist: true })).toBe(1);
  });
  it("'C: 1 if a data analysis is chosen and the target is relevant'", () => {
    expect(ratingC({ dataAnalysisChosen: true, targetRelevant: true })).toBe(1);
    expect(ratingC({ dataAnalysisChosen: true, targetRelevant: false })).toBe(0);
    expect(ratingC({ dataAnalysisChosen: false, targetRelevant: true })).toBe(0);
  });
  it("'D: 1 if baseline date, groups, target, baseline value and target value are all filled'", () => {
    const full = { dateBaseline: "2026-09-01", groupCount: 8, target: "attendance", baselineValue: "80", targetValue: 0 };
    expect(ratingD(full)).toBe(1);
    expect(ratingD({ ...full, dateBaseline: "" })).toBe(0);
    expect(ratingD({ ...full, dateBaseline: "0000-00-00" })).toBe(0);
    expect(ratingD({ ...full, groupCount: 0 })).toBe(0);
    expect(ratingD({ ...full, target: " " })).toBe(0);
    expect(ratingD({ ...full, baselineValue: "" })).toBe(0);
    expect(ratingD({ ...full, targetValue: null })).toBe(0);
  });
  it("'E: 1 if caseload 'other' is not empty'", () => {
    expect(ratingE("504 plans")).toBe(1);
    expect(ratingE("")).toBe(0);
    expect(ratingE(null)).toBe(0);
  });
  it("'F: 0.25 each for narrative how, what, data and why' (rich text with no visible text is empty)", () => {
    const none = { narrativeHow: "", narrativeWhat: "<p></p>", narrativeData: "<p>&nbsp;</p>", narrativeWhy: null };
    expect(ratingF(none)).toBe(0);
    expect(ratingF({ ...none, narrativeHow: "<p>How</p>" })).toBe(0.25);
    expect(ratingF({ ...none, narrativeHow: "a", narrativeWhat: "b" })).toBe(0.5);
    expect(ratingF({ ...none, narrativeHow: "a", narrativeWhat: "b", narrativeData: "c" })).toBe(0.75);
    expect(ratingF({ narrativeHow: "a", narrativeWhat: "b", narrativeData: "c", narrativeWhy: "<b>d</b>" })).toBe(1);
  });
  it("'Stars = total times 0.1667 times 5, shown to one decimal'", () => {
    expect(ratingStars(0)).toBe(0);
    expect(ratingStars(0.25)).toBe(0.2); // 0.208…
    expect(ratingStars(1)).toBe(0.8); // 0.8335
    expect(ratingStars(3)).toBe(2.5); // 2.5005
    expect(ratingStars(4.5)).toBe(3.8); // 3.75075
    expect(ratingStars(6)).toBe(5); // 5.001
  });
  it("an empty goal scores only the base 0.25; a complete one scores the maximum 6 and 5 stars; the stars rise as parts are filled", () => {
    expect(smartGoalRating(empty)).toEqual({ a: 0, b: 0.25, c: 0, d: 0, e: 0, f: 0, total: 0.25, stars: 0.2 });
    const full: TRatingInput = {
      schoolDataStars: 5,
      prioritiesExist: true,
      mindsetSelected: true,
      statementsExist: true,
      dataAnalysisChosen: true,
      targetRelevant: true,
      dateBaseline: "2026-09-01",
      groupCount: 10,
      target: "attendance",
      baselineValue: 80,
      targetValue: 95,
      caseloadOther: "x",
      narrativeHow: "a",
      narrativeWhat: "b",
      narrativeData: "c",
      narrativeWhy: "d",
    };
    const r = smartGoalRating(full);
    expect(r.total).toBe(RATING_MAX);
    expect(r.stars).toBe(5);
    const steps = [
      smartGoalRating(empty).stars,
      smartGoalRating({ ...empty, mindsetSelected: true }).stars,
      smartGoalRating({ ...empty, mindsetSelected: true, narrativeHow: "a", narrativeWhy: "b" }).stars,
      smartGoalRating({ ...empty, mindsetSelected: true, narrativeHow: "a", narrativeWhy: "b", caseloadOther: "x" }).stars,
    ];
    for (let k = 1; k < steps.length; k++) expect(steps[k]).toBeGreaterThan(steps[k - 1]);
  });
});

describe("SMART goal defaults and limits", () => {
  it("'action_plan_id (default 1), mindset_id1 (default 1)'", () => {
    expect(DEFAULT_ACTION_PLAN_ID).toBe(1);
    expect(DEFAULT_MINDSET_ID).toBe(1);
  });
  it("'Maximum 2 mindsets per lesson and per goal': a third is refused, a chosen one is removed", () => {
    expect(toggleSmartGoalStandard([3], 4)).toEqual({ selected: [3, 4], refused: false });
    expect(toggleSmartGoalStandard([3, 4], 5)).toEqual({ selected: [3, 4], refused: true });
    expect(toggleSmartGoalStandard([3, 4], 3)).toEqual({ selected: [4], refused: false });
  });
  it("dates out of order: the pre-survey or the target before the baseline, the target before the last pre-survey", () => {
    expect(datesOutOfOrder({ dateBaseline: "2026-09-01", lastDateOfPreSurvey: "2026-10-01", dateTarget: "2027-05-01" })).toBeNull();
    expect(datesOutOfOrder({ dateBaseline: "2026-09-01", lastDateOfPreSurvey: "2026-08-01" })).toBe("lastDateOfPreSurvey");
    expect(datesOutOfOrder({ dateBaseline: "2026-09-01", dateTarget: "2026-08-01" })).toBe("dateTarget");
    expect(datesOutOfOrder({ lastDateOfPreSurvey: "2026-10-01", dateTarget: "2026-09-01" })).toBe("dateTarget");
    expect(datesOutOfOrder({})).toBeNull();
  });
});

describe("SMART goal title words: the English rule and messages/en.json say the same", () => {
  it("each combination of closing-the-gap and group size reads alike from the rule and from the English messages", async () => {
    const { createTranslator } = await import("next-intl");
    const en = (await import("@/messages/en.json")).default;
    const { englishTitle, smartGoalTitle } = await import("@/lib/smart-goals/rules");
    const t = createTranslator({ locale: "en", messages: en, namespace: "smartGoals.titleWords" as never });
    const fromMessages = (key: "default" | "with", v: Record<string, string | undefined>) => t(key as never, v as never);
    const inputs = [
      { dataAnalysis: null, groupCount: 0, focus: "" },
      { dataAnalysis: null, groupCount: 0, focus: "chronic absenteeism rate" },
      { dataAnalysis: null, groupCount: 30, focus: "chronic absenteeism rate" },
      { dataAnalysis: { typeName: "Attendance", closingTheGap: true }, groupCount: 8 },
      { dataAnalysis: { typeName: "Attendance", closingTheGap: 0 }, groupCount: 13 },
    ];
    for (const i of inputs) expect(smartGoalTitle(i, fromMessages)).toBe(smartGoalTitle(i, englishTitle));
    expect(smartGoalTitle(inputs[3])).toBe("Identified areas of Need : CTG - Attendance - Small Group");
  });
});

describe("SMART goal rating input: built once for the API, the reports and the form", () => {
  it("a standard counts when either is chosen, statements when there is one, a data analysis when set; a missing baseline date is empty", async () => {
    const { smartGoalRating, smartGoalRatingInput } = await import("@/lib/smart-goals/rules");
    const goal = {
      mindset_id1: null,
      mindset_id2: 7,
      dataAnalysis_id: 5,
      dateBaseline: null,
      groupCount: 2,
      target: "days absent",
      baselineValue: 20,
      targetValue: 15,
      narrativeHow: "<p>Weekly</p>",
      narrativeWhat: "",
      narrativeData: "",
      narrativeWhy: "",
    };
    const context = { schoolDataStars: 4, caseloadOther: "", prioritiesExist: true, statements: 0, targetRelevant: true };
    const input = smartGoalRatingInput(goal, context);
    expect(input).toMatchObject({ mindsetSelected: true, statementsExist: false, dataAnalysisChosen: true, dateBaseline: "", groupCount: 2, schoolDataStars: 4, targetRelevant: true });
    // By hand: A 4/5 = 0.8; B 0.25 + 0.25 (priorities) + 0.25 (standard) = 0.75; C 1; D 0 (no baseline date);
    // E 0; F 0.25 (how) → 2.8 of 6, 2.8 × 0.1667 × 5 = 2.33 → 2.3 stars.
    const score = smartGoalRating(input);
    expect(score).toMatchObject({ a: 0.8, b: 0.75, c: 1, d: 0, e: 0, f: 0.25, stars: 2.3 });
    expect(score.total).toBeCloseTo(2.8, 10);
    const full = smartGoalRating(smartGoalRatingInput({ ...goal, mindset_id2: null, dataAnalysis_id: null, dateBaseline: "2026-09-14" }, { ...context, statements: 3 }));
    // A 0.8; B 0.25 + 0.25 + 0 + 0.25 (statements) = 0.75; C 0; D 1; E 0; F 0.25 → 2.8 again, from other parts.
    expect(full).toMatchObject({ b: 0.75, c: 0, d: 1, stars: 2.3 });
  });
});
