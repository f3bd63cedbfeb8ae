import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { maskPrincipalCounts, principalCellMarks } from "@/lib/reports/principal/cells";
import type { TPrincipalReport } from "@/lib/reports/principal/data";
import { principalEmail } from "@/lib/reports/principal/email";
import { oscarContent } from "@/lib/reports/principal/oscar";
import { renderPrincipalPdf } from "@/lib/reports/principal/pdf";
import { principalWords } from "@/lib/reports/principal/sentences";

// The principal report's counts of students under the project's one small-cell rule
// (lib/privacy/small-cells.ts) once they leave the counselor: 1 to 4 students read "<5"; a figure
// from which such a count could be worked out reads "—" (or is left out of its sentence).

const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
const translator = (locale: string) => {
  const t = createTranslator({ locale, messages: messages(locale), namespace: "reports" as never });
  return (k: string, v?: Record<string, string | number>) => t(k as never, v as never) as string;
};

/** A counselor who saw 3 students of a caseload of 6, and whose lessons reached 3 students. */
const threeStudents = {
  subject: { id: 1, name: "Pat Rivera", isSelf: true },
  school: "Aki Kurose Middle School",
  period: "semester",
  range: { from: "2026-08-01", to: "2026-12-31" },
  target: 80,
  minutes: { D: 600, I: 300, S: 60, N: 240, U: 0, total: 1200 },
  directIndirectPercent: 75,
  shares: { D: 50, I: 25, S: 5, N: 20 },
  schoolDayMinutes: 480,
  duties: [{ name: "Lunch duty", minutes: 240, hours: 4, days: 1 }],
  services: [{ name: "Counseling", dins: "D", minutes: 600, hours: 10, students: 3 }],
  dutyHours: 4,
  dutyDays: 1,
  contacts: 1,
  hoursToMove: 1,
  reach: { studentsSeen: 3, caseload: 6, caseloadPercent: 50, lessonsTaught: 1, lessonStudents: 3, directHours: 10 },
  outcomes: [{ kind: "reach", reach: { key: "studentsSeen", value: 3, extra: 50 } }],
  reachOnly: true,
  request: { duty: "Lunch duty", hours: 4, when: "spring" },
  smallCells: false,
} as unknown as TPrincipalReport;

describe("the small-cell rule on the principal report", () => {
  it("3 students seen of a caseload of 6: '<5', the percent that gives them back withheld, the caseload shown", () => {
    const marks = principalCellMarks(threeStudents, 3);
    expect(Object.fromEntries(marks)).toEqual({ seen: "<5", lessonStudents: "<5", contacts: "<5", "service.0": "<5", caseloadPercent: "—" });
    const masked = maskPrincipalCounts(threeStudents, 3);
    expect(masked.reach).toMatchObject({ studentsSeen: "<5", caseload: 6, caseloadPercent: "—", lessonStudents: "<5", lessonsTaught: 1 });
    expect(masked.smallCells).toBe(true);
    // The input is not changed: the counselor's own screen keeps the exact figures.
    expect(threeStudents.reach.studentsSeen).toBe(3);
  });

  it("a caseload minus the students seen is a count too: 398 of 400 seen would name the 2 not seen, so the 398 read '—'", () => {
    const r = { ...threeStudents, contacts: 40, services: [], reach: { ...threeStudents.reach, studentsSeen: 398, caseload: 400, caseloadPercent: 100, lessonStudents: 60 } };
    const masked = maskPrincipalCounts(r, 200);
    expect(masked.reach).toMatchObject({ studentsSeen: "—", caseload: 400, caseloadPercent: "—", lessonStudents: 60 });
    expect(masked.contacts).toBe(40);
  });

  it("contacts not made give the direct services' students back: withheld ('—') when those are under 5", () => {
    const r = { ...threeStudents, contacts: 30, services: [], reach: { ...threeStudents.reach, studentsSeen: 120, caseload: 300, caseloadPercent: 40, lessonStudents: 80 } };
    expect(maskPrincipalCounts(r, 4).contacts).toBe("—");
    expect(maskPrincipalCounts(r, 40).contacts).toBe(30);
    expect(maskPrincipalCounts(r, 40).smallCells).toBe(false);
  });

  it("the PDF model and the PDF of 3 students show '<5' and say what it means; the exact 3 is nowhere", async () => {
    const t = translator("en");
    const masked = maskPrincipalCounts(threeStudents, 3);
    const words = principalWords(masked, t, "en", undefined, { document: true });
    expect(words.seen).toBe("<5 students seen.");
    expect(words.lessons).toBe("1 lesson taught, reaching <5 students.");
    expect(words.cost).toBe("These 4 h are 1 school days, about <5 student contacts not made.");
    expect(words.outcomes).toEqual(["<5 students seen."]);
    const pdf = await renderPrincipalPdf(masked, words, t, "en", "2027-01-05");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("<5 students seen.");
    expect(flat).toContain("<5: fewer than five students.");
    expect(flat).not.toMatch(/\b3 students\b/);
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBe(1);
    // The OSCAR brochure's activities too.
    expect(oscarContent(masked, t, "en").activities[0]).toBe("Counseling: 10 h, <5 students.");
  });

  it("the e-mail of 3 students shows '<5' (and in it/de), never the exact count", async () => {
    for (const locale of ["en", "it", "de"] as const) {
      const t = translator(locale);
      const masked = maskPrincipalCounts(threeStudents, 3);
      const mail = await principalEmail(masked, principalWords(masked, t, locale, undefined, { document: true }), t, locale);
      expect(mail.text, locale).toContain("<5");
      expect(mail.text, locale).not.toMatch(/\b3 (students|studenti|Schüler)/);
    }
  });

  it("the counselor's own exact figures read as numbers in her language", () => {
    const w = principalWords({ ...threeStudents, reach: { ...threeStudents.reach, studentsSeen: 1234, caseload: 2000, caseloadPercent: 62 } }, translator("de"), "de");
    expect(w.seen).toBe("1.234 Schülerinnen und Schüler beraten: 62 % von 2.000 betreuten.");
    expect(principalWords({ ...threeStudents, reach: { ...threeStudents.reach, studentsSeen: 1234, caseload: 2000, caseloadPercent: 62 } }, translator("en"), "en").seen).toBe(
      "1,234 students seen: 62 % of a caseload of 2,000.",
    );
  });
});
