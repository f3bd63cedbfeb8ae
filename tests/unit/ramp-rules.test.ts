import { describe, expect, it } from "vitest";
import { plainText, RAMP_COMPONENTS, RAMP_TYPES, rampStatus, statusProgress, type TRampFacts } from "@/lib/ramp/components";
import { componentScore, isRubricItem, RAMP_RUBRIC, RUBRIC_ITEM_KEYS } from "@/lib/ramp/rubric";
import { cellText, nameRedactor, rampResult, recordedDaysOnly, REDACTED_STUDENT, stripStudents } from "@/lib/ramp/rules";
import { rampContent } from "@/lib/ramp/content";
import type { TRampData } from "@/lib/ramp/queries";
import { ZRampPutBody, ZRampScore, itemBelongsTo } from "@/lib/ramp/schemas";
import type { TReportResult } from "@/lib/reports/types";

const none: TRampFacts = {
  vision: "",
  mission: "",
  goals: 0,
  ctgGoals: 0,
  reportRows: { mbActionPlan: 0, timesheetSummaryView: 0, annualCalendar: 0, curriculumReport: 0, reportAdmin: 0 },
  measuredLessons: 0,
  annualConference: false,
  advisoryMembers: 0,
  advisoryMeetings: 0,
  texts: {},
};

describe("RAMP components of the RAMP pack", () => {
  it("lists the eleven components in ASCA order, vision first and the reflection last", () => {
    expect(RAMP_COMPONENTS.map((c) => c.key)).toEqual([...RAMP_TYPES]);
    expect(RAMP_TYPES).toEqual(["vision", "mission", "goals", "mbActionPlan", "ctg", "adminConference", "useOfTime", "calendars", "advisoryCouncil", "mbResults", "reflection"]);
    expect(RAMP_COMPONENTS.filter((c) => c.text).map((c) => c.key)).toEqual(["ctg", "mbResults", "reflection"]);
  });

  it("with no data: the hand-written parts need their text, every data part is missing", () => {
    const s = Object.fromEntries(RAMP_TYPES.map((k) => [k, rampStatus(k, none)]));
    expect(s).toEqual({
      vision: "needsText",
      mission: "needsText",
      goals: "missing",
      mbActionPlan: "missing",
      ctg: "missing",
      adminConference: "missing",
      useOfTime: "missing",
      calendars: "missing",
      advisoryCouncil: "missing",
      mbResults: "missing",
      reflection: "needsText",
    });
  });

  it("a rich text holding only markup is empty ('<p></p>' needs text); any words make it generated", () => {
    expect(rampStatus("vision", { ...none, vision: "<p> </p>" })).toBe("needsText");
    expect(rampStatus("mission", { ...none, mission: "<p>All students</p>" })).toBe("generated");
    expect(rampStatus("reflection", { ...none, texts: { reflection: "We grew." } })).toBe("generated");
    expect(plainText("<p>A &amp; B</p><p>C</p>")).toBe("A & B C");
  });

  it("closing the gap: missing without a CTG goal, then needs its implications text, then generated", () => {
    expect(rampStatus("ctg", { ...none, goals: 2 })).toBe("missing");
    expect(rampStatus("ctg", { ...none, goals: 2, ctgGoals: 1 })).toBe("needsText");
    expect(rampStatus("ctg", { ...none, goals: 2, ctgGoals: 1, texts: { ctg: "It worked." } })).toBe("generated");
  });

  it("M&B results: missing until a lesson is measured pre and post, then needs its implications text", () => {
    expect(rampStatus("mbResults", { ...none, reportRows: { curriculumReport: 3 } })).toBe("missing");
    expect(rampStatus("mbResults", { ...none, measuredLessons: 1 })).toBe("needsText");
    expect(rampStatus("mbResults", { ...none, measuredLessons: 1, texts: { mbResults: "Up 20 %." } })).toBe("generated");
  });

  it("a report part is generated when its report has rows; a key not in the registry (null) is missing", () => {
    expect(rampStatus("mbActionPlan", { ...none, reportRows: { mbActionPlan: 4 } })).toBe("generated");
    expect(rampStatus("mbActionPlan", { ...none, reportRows: { mbActionPlan: null } })).toBe("missing");
    expect(rampStatus("useOfTime", { ...none, reportRows: { timesheetSummaryView: 1 } })).toBe("generated");
    expect(rampStatus("calendars", { ...none, reportRows: {} })).toBe("missing");
  });

  it("the advisory council is ready with a member and a meeting of the year whose minutes are written", () => {
    expect(rampStatus("advisoryCouncil", { ...none, advisoryMembers: 3, advisoryMeetings: 1 })).toBe("generated");
    expect(rampStatus("advisoryCouncil", { ...none, advisoryMembers: 0, advisoryMeetings: 2 })).toBe("missing");
    expect(rampStatus("advisoryCouncil", { ...none, advisoryMembers: 1, advisoryMeetings: 0 })).toBe("missing");
  });

  it("the conference is generated once the year's agreement is saved; goals with one SMART goal", () => {
    expect(rampStatus("adminConference", { ...none, annualConference: true })).toBe("generated");
    expect(rampStatus("goals", { ...none, goals: 1 })).toBe("generated");
  });

  it("progress: ready 100 %, waiting for its text 50 %, no data 0 %", () => {
    expect([statusProgress("generated"), statusProgress("needsText"), statusProgress("missing")]).toEqual([100, 50, 0]);
  });
});

describe("RAMP rubric", () => {
  it("every component has rubric items; the OSCAR items are scored under oscar.*", () => {
    for (const k of RAMP_TYPES) expect(RAMP_RUBRIC[k].length).toBeGreaterThanOrEqual(3);
    expect(isRubricItem("vision.future")).toBe(true);
    expect(isRubricItem("oscar.results")).toBe(true);
    expect(isRubricItem("vision.nothing")).toBe(false);
    expect(new Set(RUBRIC_ITEM_KEYS).size).toBe(RUBRIC_ITEM_KEYS.length);
  });

  it("a component's self-score sums its items (unscored count 0) out of 3 per item", () => {
    const scores = new Map([
      ["ctg.gap", 3],
      ["ctg.results", 1],
      ["vision.future", 2],
    ]);
    expect(componentScore("ctg", scores)).toEqual({ score: 4, max: 12, scored: 2 });
    expect(componentScore("mission", scores)).toEqual({ score: 0, max: 9, scored: 0 });
  });

  it("a score is a whole number from 0 to 3 of a known item, on its own component", () => {
    expect(ZRampScore.safeParse({ item: "vision.future", score: 3 }).success).toBe(true);
    expect(ZRampScore.safeParse({ item: "vision.future", score: 4 }).success).toBe(false);
    expect(ZRampScore.safeParse({ item: "vision.future", score: 1.5 }).success).toBe(false);
    expect(ZRampScore.safeParse({ item: "vision.other", score: 1 }).success).toBe(false);
    expect(itemBelongsTo("vision", "vision.future")).toBe(true);
    expect(itemBelongsTo("vision", "mission.purpose")).toBe(false);
    expect(ZRampPutBody.safeParse({}).success).toBe(false);
    expect(ZRampPutBody.safeParse({ text: "line one\nline two" }).success).toBe(true);
    expect(ZRampPutBody.safeParse({ text: "bell\u0007" }).success).toBe(false);
  });
});

describe("RAMP's FERPA rule: no student named", () => {
  const redact = nameRedactor(["Ana Lopez", "Bo", "A"]);

  it("whole student names are replaced by [student], case-insensitively; parts of other words are not", () => {
    expect(redact("Check-in with ana lopez today")).toBe(`Check-in with ${REDACTED_STUDENT} today`);
    expect(redact("Bo met Bob")).toBe(`${REDACTED_STUDENT} met Bob`);
    // A one-letter name is too short to redact safely.
    expect(redact("A plan")).toBe("A plan");
    expect(nameRedactor([])("Ana Lopez")).toBe("Ana Lopez");
  });

  it("a report's student columns are removed, not masked, and text cells and chart labels are redacted", () => {
    const result: TReportResult = {
      kpis: [],
      chart: { kind: "bar", xKind: "text", unit: "count", series: [{ key: "n", color: "#000" }], data: [{ x: "Ana Lopez", n: 1 }] },
      table: {
        columns: [
          { key: "student", kind: "student" },
          { key: "activity", kind: "text" },
          { key: "min", kind: "minutes" },
        ],
        rows: [{ student: "Ana Lopez", activity: "Call with Ana Lopez's mother", min: 30 }],
        totals: { student: null, activity: "", min: 30 },
      },
    };
    const out = rampResult(result, redact);
    expect(out.table.columns.map((c) => c.key)).toEqual(["activity", "min"]);
    expect(out.table.rows).toEqual([{ activity: `Call with ${REDACTED_STUDENT}'s mother`, min: 30 }]);
    expect(out.table.totals).toEqual({ activity: "", min: 30 });
    expect(out.chart?.data[0].x).toBe(REDACTED_STUDENT);
    expect(stripStudents({ columns: [], rows: [] }, redact)).toEqual({ columns: [], rows: [], totals: undefined });
  });
});

describe("RAMP content: each component's status comes from the data it prints", () => {
  const table = (rows: Record<string, string | number | null>[]) => ({ kpis: [], chart: null, table: { columns: [{ key: "day", kind: "date" as const }], rows } });
  const data = (over: Partial<TRampData> = {}): TRampData =>
    ({
      subject: {} as TRampData["subject"],
      vision: "",
      mission: "",
      goals: [],
      reports: {},
      conference: null,
      agreedGoals: [],
      advisory: { members: [], meetings: [], schoolYear: 2026, meetingsThisYear: 0, missingMeetings: 2 },
      texts: {},
      scores: new Map(),
      redact: (t: string) => t,
      sentenceT: () => "",
      ...over,
    }) as TRampData;

  it("a council with a member and a meeting whose minutes are written is ready, and it prints them", () => {
    const c = rampContent(
      "advisoryCouncil",
      data({
        advisory: {
          members: [{ id: 1, name: "Pat", role: "parent" }],
          meetings: [{ id: 1, date: "2026-09-20", agenda: "<p>Goals</p>", minutes: "<p>Met.</p>" }],
          schoolYear: 2026,
          meetingsThisYear: 1,
          missingMeetings: 1,
        },
      }),
    );
    expect(c).toMatchObject({ key: "advisoryCouncil", status: "generated", withMinutes: 1, meetingsShort: 1 });
  });

  it("a council meeting without minutes does not make the council ready", () => {
    const c = rampContent(
      "advisoryCouncil",
      data({
        advisory: {
          members: [{ id: 1, name: "Pat", role: "parent" }],
          meetings: [{ id: 1, date: "2026-09-20", agenda: "<p>Goals</p>", minutes: "<p></p>" }],
          schoolYear: 2026,
          meetingsThisYear: 1,
          missingMeetings: 1,
        },
      }),
    );
    expect(c.status).toBe("missing");
  });

  it("the use-of-time assessment is ready only when the days it prints carry recorded minutes", () => {
    const zeros = recordedDaysOnly(table([{ day: "2026-08-03", D: 0, I: 0, S: 0, N: 0, total: 0 }]));
    expect(zeros.table.rows).toEqual([]);
    expect(rampContent("useOfTime", data({ reports: { timesheetSummaryView: zeros } })).status).toBe("missing");
    const some = recordedDaysOnly(
      table([
        { day: "2026-08-03", D: 0, I: 0, S: 0, N: 0, total: 0 },
        { day: "2026-10-06", D: 60, I: 0, S: 0, N: 0, total: 60 },
      ]),
    );
    const c = rampContent("useOfTime", data({ reports: { timesheetSummaryView: some } }));
    expect(c).toMatchObject({ status: "generated", table: { rows: [{ day: "2026-10-06", total: 60 }] } });
  });

  it("the conference prints the goals it agreed (the ones its 'Goals n/n' line counts)", () => {
    const goal = {
      id: 7,
      sentence: "By 05/15/27, students will increase their attendance rate by 5% from 88 to 92.",
      target: "attendance rate",
      groups: "",
      change: 5,
      ctg: false,
      baseline: 88,
      targetValue: 92,
      result: 93,
      resultDate: null,
      dateTarget: "2027-05-15",
    };
    const c = rampContent("adminConference", data({ agreedGoals: [goal] }));
    expect(c).toMatchObject({ status: "missing", agreedGoals: [goal] });
  });
});

describe("RAMP tables: rich text reads as text", () => {
  it("'<p>' paragraphs become lines, entities are decoded, plain text stays as it is", () => {
    expect(cellText("<p>Homework rose.</p><p>Fewer late &amp; missing tasks.</p>")).toBe("Homework rose.\nFewer late & missing tasks.");
    expect(cellText("Study habits")).toBe("Study habits");
    expect(cellText("<p></p>")).toBe("");
  });
  it("stripStudents turns the rich-text cells of a report table into text", () => {
    const t = stripStudents({ columns: [{ key: "outcome", kind: "text" }], rows: [{ outcome: "<p>Up <strong>20 %</strong></p>" }] }, (x) => x);
    expect(t.rows[0].outcome).toBe("Up 20 %");
  });
});
