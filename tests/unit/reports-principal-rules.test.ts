import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import {
  barShares,
  contactsNotMade,
  goalMet,
  goalProgress,
  hoursToMove,
  largestDuty,
  lessonChange,
  requestWhen,
  schoolDayMinutes,
  schoolDaysOf,
  studentsPerDirectHour,
  topOutcomes,
  type TGoalFigure,
  type TLessonFigure,
  type TReachFigure,
} from "@/lib/reports/principal/rules";
import { defaultRequest, outcomeSentence, principalWords } from "@/lib/reports/principal/sentences";
import type { TPrincipalReport } from "@/lib/reports/principal/data";
import { isRealMonthDay } from "@/lib/district-settings/rules";
import { ZDistrictSettings } from "@/lib/district-settings/schemas";

// The principal's one-page report: each rule with its example.

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
const translator = (locale: string) => {
  const t = createTranslator({ locale, messages: messages(locale), namespace: "reports" as never });
  return (k: string, v?: Record<string, string | number>) => t(k as never, v as never) as string;
};
const en = translator("en");

const reach: TReachFigure[] = [
  { key: "studentsSeen", value: 310, extra: 74 },
  { key: "lessonsTaught", value: 22, extra: 540 },
  { key: "directHours", value: 230 },
];

describe("hours → school days → student contacts", () => {
  it("'hours ÷ the school-day length from periods, default 8 h': 96 h are 12 school days", () => {
    expect(schoolDaysOf(96 * 60)).toBe(12);
    expect(schoolDaysOf(96 * 60, schoolDayMinutes([]))).toBe(12);
  });

  it("the school day runs from the first period's start to the last period's end (7:30–15:30 is 8 h; 8:00–14:00 is 6 h)", () => {
    expect(
      schoolDayMinutes([
        { start: "07:30:00", end: "11:00:00" },
        { start: "11:30:00", end: "15:30:00" },
      ]),
    ).toBe(480);
    expect(schoolDaysOf(96 * 60, schoolDayMinutes([{ start: "08:00", end: "14:00" }]))).toBe(16);
  });

  it("'about 400 student contacts not made': the hours × students per D hour (250 students in 60 h of D → 96 h ≈ 400)", () => {
    const perHour = studentsPerDirectHour(250, 60 * 60);
    expect(contactsNotMade(96 * 60, perHour)).toBe(400);
    expect(contactsNotMade(96 * 60, studentsPerDirectHour(0, 0))).toBe(0);
  });

  it("'Moving 38 h from duties to students reaches 80 %': max(0, target × total − (D+I)), whole hours", () => {
    // 420 h recorded, 298 h D+I (71 %): 0.8 × 420 − 298 = 38 h.
    expect(hoursToMove(80, 420 * 60, 298 * 60)).toBe(38);
    // Already at the target: nothing to move.
    expect(hoursToMove(80, 420 * 60, 340 * 60)).toBe(0);
    // A district target of 75: 0.75 × 420 − 298 = 17 h.
    expect(hoursToMove(75, 420 * 60, 298 * 60)).toBe(17);
    // Part of an hour is rounded up, so that moving it does reach the target.
    expect(hoursToMove(80, 100 * 60, 79 * 60 + 30)).toBe(1);
  });

  it("the cost and gap sentences read as the worked example", () => {
    expect(en("principal.cost", { hours: "96", days: "12", contacts: "400" })).toBe("These 96 h are 12 school days, about 400 student contacts not made.");
    expect(en("principal.gap", { hours: "38", target: "80" })).toBe("Moving 38 h from duties to students reaches 80 %.");
  });

  it("the 100 % bar's D/I/S/N shares add up to exactly 100", () => {
    const s = barShares({ D: 100, I: 100, S: 100, N: 0 });
    expect(s.D + s.I + s.S + s.N).toBe(100);
    expect(barShares({ D: 0, I: 0, S: 0, N: 0 })).toEqual({ D: 0, I: 0, S: 0, N: 0 });
  });
});

describe("top 3 outcomes", () => {
  const goal = (id: number, baseline: number, target: number, result: number, ctg = false): TGoalFigure => ({ id, name: `Goal ${id}`, baseline, target, result, ctg });
  const lesson = (name: string, students: number, pre: number, post: number): TLessonFigure => ({ name, grades: "Grade 5", deliveries: 4, students, pre, post });

  it("'met SMART goals first, then the largest progress toward target'", () => {
    const { outcomes, reachOnly } = topOutcomes([goal(1, 10, 20, 15), goal(2, 10, 20, 21), goal(3, 10, 20, 18)], [], reach);
    expect(reachOnly).toBe(false);
    expect(outcomes.map((o) => (o.kind === "goal" ? o.goal.id : 0))).toEqual([2, 3, 1]);
  });

  it("a goal to lower a figure is met at or below its target; a goal that moved away is no outcome", () => {
    expect(goalMet({ baseline: 40, target: 20, result: 18 })).toBe(true);
    expect(goalProgress({ baseline: 40, target: 20, result: 30 })).toBe(0.5);
    expect(topOutcomes([goal(1, 10, 20, 8)], [], reach).reachOnly).toBe(true);
  });

  it("'Then lesson results with n ≥ 10, by largest pre→post change' (a lesson of 9 students is left out)", () => {
    const { outcomes } = topOutcomes([goal(1, 10, 20, 20)], [lesson("A", 30, 2.0, 2.5), lesson("B", 112, 2.1, 3.4), lesson("C", 9, 1.0, 4.0), lesson("D", 12, 3.0, 3.1)], reach);
    expect(outcomes.map((o) => (o.kind === "goal" ? `g${o.goal.id}` : o.kind === "lesson" ? o.lesson.name : "r"))).toEqual(["g1", "B", "A"]);
  });

  it("'2.1 to 3.4 … (+62 %)': the change in percent of the pre average", () => {
    expect(lessonChange(2.1, 3.4)).toBe(62);
    const [o] = topOutcomes([], [{ name: "Study skills", grades: "Grade 5", deliveries: 4, students: 112, pre: 2.1, post: 3.4 }], reach).outcomes;
    expect(outcomeSentence(o, en, "en")).toBe("After 4 lessons of “Study skills”, the average answer of 112 students (Grade 5) rose from 2.1 to 3.4 (+62 %).");
  });

  it("'with CTG labelled'", () => {
    const [o] = topOutcomes([goal(7, 30, 15, 14, true)], [], reach).outcomes;
    expect(outcomeSentence(o, en, "en")).toBe("Closing the gap: Goal met: Goal 7 went from 30 to 14 (target 15).");
  });

  it("'With no measured outcome: the top 3 reach figures, saying so'", () => {
    const { outcomes, reachOnly } = topOutcomes([], [lesson("Small", 8, 1, 4)], reach);
    expect(reachOnly).toBe(true);
    expect(outcomes.map((o) => outcomeSentence(o, en, "en"))).toEqual(["310 students seen, 74 % of the caseload.", "22 lessons taught to 540 students.", "230 h of direct services to students."]);
    expect(en("principal.reachOnly")).toMatch(/No measured outcome/);
  });
});

/** The worked example: Ms Rivera, Aug 1 – Dec 20, 71 % against 80 %, 96 h of duties. */
const riveraReport = {
  subject: { id: 1, name: "Ms Rivera", isSelf: true },
  range: { from: "2026-08-01", to: "2026-12-20" },
  directIndirectPercent: 71,
  target: 80,
  // 230 h direct + 40 h indirect of 380 h recorded: 71 %.
  minutes: { D: 230 * 60, I: 40 * 60, S: 14 * 60, N: 96 * 60, U: 0, total: 380 * 60 },
  dutyHours: 96,
  dutyDays: 12,
  contacts: 400,
  hoursToMove: 38,
  reach: { studentsSeen: 310, caseload: 420, caseloadPercent: 74, lessonsTaught: 22, lessonStudents: 540, directHours: 230 },
  outcomes: [],
  reachOnly: true,
  request: { duty: "testing coordination", hours: 42, when: "spring" },
} as unknown as TPrincipalReport;

describe("the request and the headline", () => {
  it("'pre-filled from the largest duty: Please reassign testing coordination (42 h) this spring.'", () => {
    const duty = largestDuty([
      { name: "Bus duty", minutes: 20 * 60 },
      { name: "testing coordination", minutes: 42 * 60 },
    ]);
    expect(duty?.name).toBe("testing coordination");
    expect(requestWhen("2026-12-20")).toBe("spring");
    expect(requestWhen("2027-06-10")).toBe("nextYear");
    expect(defaultRequest({ request: { duty: "testing coordination", hours: 42, when: "spring" } }, en, "en")).toBe("Please reassign testing coordination (42 h) this spring.");
    expect(defaultRequest({ request: { duty: null, hours: 0, when: "spring" } }, en, "en")).toMatch(/district target/);
    expect(largestDuty([])).toBeNull();
  });

  it("'From Aug 1 to Dec 20 Ms Rivera spent 71 % of her time with and for students. The district target is 80 %.' (and in it/de)", () => {
    const report = riveraReport;
    const w = principalWords(report, en, "en");
    expect(w.headline).toBe("From 08/01/26 to 12/20/26 Ms Rivera spent 71 % of the time with and for students.");
    expect(w.target).toBe("The district target is 80 % (ASCA National Model: 80 %).");
    expect(w.cost).toBe("These 96 h are 12 school days, about 400 student contacts not made.");
    expect(w.seen).toBe("310 students seen: 74 % of a caseload of 420.");
    expect(principalWords(report, en, "en", "  My own words.  ").request).toBe("My own words.");
    for (const locale of ["it", "de"]) {
      const x = principalWords(report, translator(locale), locale);
      expect(x.headline).toContain("71");
      expect(x.cost).toContain("400");
      expect(x.headline).not.toBe(w.headline);
    }
  });
  it("the principal's sentences carry the reader's date format on the page and MM/DD/YY in the PDF, in every language", () => {
    const it = translator("it");
    expect(principalWords(riveraReport, it, "it").headline).toContain("01/08/26");
    expect(principalWords(riveraReport, it, "it", undefined, { document: true }).headline).toContain("08/01/26");
    const de = principalWords(riveraReport, translator("de"), "de", undefined, { document: true });
    expect(de.headline).toContain("08/01/26");
    expect(de.range).toContain("12/20/26");
    expect(de.range).not.toMatch(/\d{2}\.\d{2}\./);
  });
  it("counts agree with their nouns: '1 lesson taught, reaching 20 students', '1 student seen' (and in it/de)", () => {
    const report = {
      ...riveraReport,
      minutes: { D: 0, I: 0, S: 0, N: 0, U: 0, total: 0 },
      dutyHours: 0,
      dutyDays: 0,
      contacts: 0,
      hoursToMove: 0,
      reach: { studentsSeen: 1, caseload: null, caseloadPercent: null, lessonsTaught: 1, lessonStudents: 20, directHours: 2 },
      request: { duty: null, hours: 0, when: "spring" },
    } as unknown as TPrincipalReport;
    const w = principalWords(report, en, "en");
    expect(w.lessons).toBe("1 lesson taught, reaching 20 students.");
    expect(w.seen).toBe("1 student seen.");
    expect(principalWords(report, translator("it"), "it").lessons).toBe("1 lezione svolta, che ha raggiunto 20 studenti.");
    expect(principalWords(report, translator("de"), "de").seen).toBe("1 Schülerin oder Schüler beraten.");
    const one = topOutcomes([], [], [{ key: "lessonsTaught", value: 1, extra: 1 }]).outcomes.map((o) => outcomeSentence(o, en, "en"));
    expect(one).toEqual(["1 lesson taught to 1 student."]);
  });
});

describe("district settings", () => {
  it("the semester break 'must be a real day' as MM-DD (29 February is not in every year)", () => {
    expect(isRealMonthDay("01-20")).toBe(true);
    expect(isRealMonthDay("12-31")).toBe(true);
    for (const bad of ["02-29", "04-31", "13-01", "00-10", "1-20", "01-20x"]) expect(isRealMonthDay(bad)).toBe(false);
  });

  it("a target is a whole percent from 50 to 100; the edition 3 or 4; an empty break is 1 January (null)", () => {
    expect(ZDistrictSettings.parse({ direct_target: 75, asca_edition: 4, semester_break: "" })).toEqual({ direct_target: 75, asca_edition: 4, semester_break: null });
    for (const bad of [{ direct_target: 49 }, { direct_target: 101 }, { direct_target: 75.5 }, { asca_edition: 2 }, { semester_break: "02-30" }, { leaid: "12345" }]) {
      expect(ZDistrictSettings.safeParse({ direct_target: 75, asca_edition: 4, ...bad }).success).toBe(false);
    }
  });
});
