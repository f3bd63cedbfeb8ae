import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { EXTRA_CREDIT_LEVEL, gradeTotals, hoursOf, labelOfLevel, pointsOfLevel, resolveSessionDate, ZERO_DATE } from "@/lib/university/sessions-rules";
import { sessionFieldsFor, ZGradeInput, ZSessionCreateCall } from "@/lib/university/sessions-schemas";

// University course sessions: their dates, save-and-new, grading.

const scale = { l1: "Did Not Submit/ Complete", l2: "Needs Improvement", l3: "Meets Expectations", l4: "Exceeds Expectations", l1Points: 0, l2Points: 19, l3Points: 23, l4Points: 25, l5Points: 0 };

describe("a university course session has courseID, IPEDSID, startDate, endDate; the date '0000-00-00' is treated as today", () => {
  // 03:30 UTC on 27 November is still 26 November in Los Angeles and already the 27th in Rome.
  const now = new Date("2026-11-27T03:30:00Z");

  it("'0000-00-00' is today in the user's time zone", () => {
    expect(ZERO_DATE).toBe("0000-00-00");
    expect(resolveSessionDate("0000-00-00", "America/Los_Angeles", now)).toBe("2026-11-26");
    expect(resolveSessionDate("0000-00-00", "Europe/Rome", now)).toBe("2026-11-27");
  });

  it("an empty date is today too; an unknown zone falls back to the app's default (America/New_York); a real date is kept", () => {
    expect(resolveSessionDate("", "America/Los_Angeles", now)).toBe("2026-11-26");
    expect(resolveSessionDate(null, "Not/AZone", now)).toBe("2026-11-26");
    expect(resolveSessionDate("2027-01-15", "Europe/Rome", now)).toBe("2027-01-15");
  });

  it("the session's fields: '0000-00-00' for both dates is a one-day session today", () => {
    expect(sessionFieldsFor("Europe/Rome", now).parse({ startDate: "0000-00-00", endDate: "0000-00-00" })).toEqual({ name: "", startDate: "2026-11-27", endDate: "2026-11-27" });
  });

  it("a session ending before it starts is an error on the end date; a date that is not real on its field", () => {
    const before = sessionFieldsFor("Europe/Rome", now).safeParse({ startDate: "2026-11-28", endDate: "0000-00-00" });
    expect(before.success).toBe(false);
    expect(before.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["endDate", "The session cannot end before it starts."]]);
    const bad = sessionFieldsFor("Europe/Rome", now).safeParse({ startDate: "2026-02-29", endDate: "2026-13-01" });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["startDate", "endDate"]);
  });

  it("the call names the course by universityCourseID or courseID (its id) and may name the IPEDSID", () => {
    expect(ZSessionCreateCall.parse({ courseID: "7", IPEDSID: "132903" })).toMatchObject({ courseId: 7, ipedsid: 132903 });
    expect(ZSessionCreateCall.parse({ universityCourseID: 8 })).toMatchObject({ courseId: 8, ipedsid: null });
    expect(ZSessionCreateCall.safeParse({}).error?.issues[0]?.path).toEqual(["universityCourseID"]);
  });
});

describe("save-and-new on university course, assignment and session forms stays on the form and shows 'Created.'", () => {
  it("the session form's create message is 'Created.' and its save-and-new button exists", () => {
    expect(en.universitySessions.form.created).toBe("Created.");
    expect(en.universitySessions.form.saveAndNew).toBe("Save and new");
  });
});

describe("grades on the assignment's levels (labels L1-L4, points L1-L5 default 0, 19, 23, 25, 0)", () => {
  it("a level's points and label come from the assignment; level 5 has points but no label: it is extra credit beyond level 4", () => {
    expect([1, 2, 3, 4, 5].map((l) => pointsOfLevel(scale, l))).toEqual([0, 19, 23, 25, 0]);
    expect(labelOfLevel(scale, 3)).toBe("Meets Expectations");
    expect(labelOfLevel(scale, EXTRA_CREDIT_LEVEL)).toBeNull();
  });

  it("levels 1 to 5 only; a comment without control characters", () => {
    expect(ZGradeInput.safeParse({ sessionId: 1, assignmentId: 1, studentId: 1, level: 6 }).success).toBe(false);
    expect(ZGradeInput.safeParse({ sessionId: 1, assignmentId: 1, studentId: 1, level: 0 }).success).toBe(false);
    expect(ZGradeInput.safeParse({ sessionId: 1, assignmentId: 1, studentId: 1, level: "2", comment: "ok\nfine" }).success).toBe(true);
    expect(ZGradeInput.safeParse({ sessionId: 1, assignmentId: 1, studentId: 1, level: 2, comment: "bad\u0000" }).success).toBe(false);
  });

  it("totals: points given (extra credit included); possible = the best of L1-L4 of every assignment, graded or not", () => {
    const assignments = [
      { ...scale, id: 1 },
      { ...scale, id: 2, l5Points: 10 },
      { ...scale, id: 3 },
    ];
    expect(gradeTotals(assignments, [])).toEqual({ points: 0, possible: 75, graded: 0 });
    expect(
      gradeTotals(assignments, [
        { assignmentId: 1, level: 4, points: 25 },
        { assignmentId: 2, level: 5, points: 10 },
        { assignmentId: 3, level: 4, points: 25 },
        // A grade of an assignment no longer in the course does not count.
        { assignmentId: 9, level: 4, points: 25 },
      ]),
    ).toEqual({ points: 60, possible: 75, graded: 3 });
  });

  it("hours with one decimal", () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(100)).toBe(1.7);
    expect(hoursOf(0)).toBe(0);
  });
});
