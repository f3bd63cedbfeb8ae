import { describe, expect, it } from "vitest";
import { DEFAULT_LEGEND_KEYS, defaultStep, eventChangePercent, isLikertLevels, isValidAnswer, lessonResultsChangePercent, overallAverage, parseId, parseQrSegment, qrPath } from "@/lib/surveys/rules";
import { ZAnswersInput, ZSurveyInput } from "@/lib/surveys/schemas";

describe("event change percent", () => {
  const rule = "absolute of (post minus pre) divided by pre times 100, only when both are above 0, else 0";
  it(`${rule}: a rise`, () => expect(eventChangePercent(2, 3)).toBe(50));
  it(`${rule}: a fall is shown as an absolute value`, () => expect(eventChangePercent(4, 3)).toBe(25));
  it(`${rule}: no change is 0`, () => expect(eventChangePercent(3, 3)).toBe(0));
  it(`${rule}: pre 0 is 0`, () => expect(eventChangePercent(0, 3)).toBe(0));
  it(`${rule}: post 0 is 0`, () => expect(eventChangePercent(3, 0)).toBe(0));
  it(`${rule}: both 0 is 0`, () => expect(eventChangePercent(0, 0)).toBe(0));
  it(`${rule}: a negative value is not above 0, so 0`, () => {
    expect(eventChangePercent(-1, 3)).toBe(0);
    expect(eventChangePercent(3, -1)).toBe(0);
  });
  it(`${rule}: not a number is 0`, () => {
    expect(eventChangePercent(Number.NaN, 3)).toBe(0);
    expect(eventChangePercent(3, Number.POSITIVE_INFINITY)).toBe(0);
  });
  it(`${rule}: rounded to one decimal`, () => {
    expect(eventChangePercent(3, 4)).toBe(33.3);
    expect(eventChangePercent(2.3, 2.7)).toBe(17.4);
  });
});

describe("lesson results change percent", () => {
  const rule = "100 times (post minus pre) divided by pre, shown as an absolute value, and 0 if post is 0";
  it(`${rule}: a rise`, () => expect(lessonResultsChangePercent(2, 4)).toBe(100));
  it(`${rule}: a fall is absolute`, () => expect(lessonResultsChangePercent(4, 2)).toBe(50));
  it(`${rule}: post 0 is 0 (not 100)`, () => expect(lessonResultsChangePercent(4, 0)).toBe(0));
  it(`${rule}: pre 0 is 0, no division by zero`, () => expect(lessonResultsChangePercent(0, 4)).toBe(0));
  it(`${rule}: both 0 is 0`, () => expect(lessonResultsChangePercent(0, 0)).toBe(0));
  it(`${rule}: a negative pre is 0`, () => expect(lessonResultsChangePercent(-2, 4)).toBe(0));
  it(`${rule}: not a number is 0`, () => expect(lessonResultsChangePercent(Number.NaN, 4)).toBe(0));
  it(`${rule}: rounded to one decimal`, () => expect(lessonResultsChangePercent(3, 2)).toBe(33.3));
});

describe("Likert scale (Likert sliders have 3, 4 or 5 steps; default step 3)", () => {
  it("3, 4 and 5 steps are scales; 2 and 6 are not", () => {
    expect([3, 4, 5].every(isLikertLevels)).toBe(true);
    expect([2, 6, 0, 3.5].some(isLikertLevels)).toBe(false);
  });
  it("the slider starts on step 3, the middle of a 3-step scale", () => {
    expect(defaultStep(3)).toBe(3);
    expect(defaultStep(4)).toBe(3);
    expect(defaultStep(5)).toBe(3);
  });
  it("each scale has a default legend per step", () => {
    expect(DEFAULT_LEGEND_KEYS[3]).toHaveLength(3);
    expect(DEFAULT_LEGEND_KEYS[4]).toHaveLength(4);
    expect(DEFAULT_LEGEND_KEYS[5]).toEqual(["stronglyDisagree", "disagree", "neutral", "agree", "stronglyAgree"]);
  });
  it("an answer is a whole step from 1 to the scale's size", () => {
    expect(isValidAnswer(1, 3)).toBe(true);
    expect(isValidAnswer(3, 3)).toBe(true);
    expect(isValidAnswer(4, 3)).toBe(false);
    expect(isValidAnswer(0, 5)).toBe(false);
    expect(isValidAnswer(2.5, 5)).toBe(false);
  });
  it("the survey schema refuses a Likert level of 2 or 6", () => {
    const base = { name: "S", questions: [{ text: "Q" }] };
    expect(ZSurveyInput.safeParse({ ...base, likertLevels: 2 }).success).toBe(false);
    expect(ZSurveyInput.safeParse({ ...base, likertLevels: 6 }).success).toBe(false);
    expect(ZSurveyInput.safeParse({ ...base, likertLevels: 4 }).success).toBe(true);
  });
  it("an answer of 0 or 6 is refused by the answers schema; a student id holds at most 32 characters", () => {
    const base = { survey_id: 1, event_id: 2, phase: "pre" };
    expect(ZAnswersInput.safeParse({ ...base, answers: [{ question_id: 1, value: 0 }] }).success).toBe(false);
    expect(ZAnswersInput.safeParse({ ...base, answers: [{ question_id: 1, value: 6 }] }).success).toBe(false);
    expect(ZAnswersInput.safeParse({ ...base, answers: [{ question_id: 1, value: 3 }], student_id: "x".repeat(33) }).success).toBe(false);
    expect(ZAnswersInput.safeParse({ ...base, answers: [{ question_id: 1, value: 3 }], student_id: " S-1 " }).data?.student_id).toBe("S-1");
  });
});

describe("overall average", () => {
  it("is the mean of the answered statements, 0 when none were", () => {
    expect(
      overallAverage([
        { avg: 2, n: 3 },
        { avg: 3, n: 1 },
        { avg: 0, n: 0 },
      ]),
    ).toBe(2.5);
    expect(overallAverage([{ avg: 0, n: 0 }])).toBe(0);
  });
});

describe("QR links (qrNew/{p or t}{surveyId}/{eventId}, where p is a pre survey and t the post survey)", () => {
  it("p is the pre survey and t the post survey", () => {
    expect(parseQrSegment("p12")).toEqual({ phase: "pre", surveyId: 12 });
    expect(parseQrSegment("t7")).toEqual({ phase: "post", surveyId: 7 });
  });
  it("a malformed segment is null", () => {
    for (const bad of ["x12", "p", "p0", "p012", "P12", "p12a", "p99999999999", "p-1", ""]) expect(parseQrSegment(bad), bad).toBeNull();
  });
  it("builds the path back", () => {
    expect(qrPath("pre", 12, 34)).toBe("/qrNew/p12/34");
    expect(qrPath("post", 12, 34)).toBe("/qrNew/t12/34");
  });
  it("an id segment is a positive int4", () => {
    expect(parseId("34")).toBe(34);
    for (const bad of ["abc", "0", "-3", "2147483648", "1e3", " 3"]) expect(parseId(bad), bad).toBeNull();
  });
});
