import { describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { renderAnalysisPdf, type TAnalysisPdf } from "@/lib/analysis/pdf";
import { formatHoursMinutes } from "@/lib/analysis/rules";
import type { TUseOfTime } from "@/lib/analysis/use-of-time";
import type { TCounselorRow } from "@/lib/analysis/by-counselor";

// The use-of-time PDF says "Nothing recorded in this period yet." only when nothing was recorded
// (it printed full tables, then that sentence underneath).

const EMPTY_EN = "Nothing recorded in this period yet.";
const EMPTY_IT = "Nessuna attività registrata in questo periodo.";

const groups = (direct: number, indirect: number): TUseOfTime["groups"] => {
  const total = direct + indirect;
  const pct = (m: number) => (total === 0 ? 0 : Math.round((m / total) * 100));
  return [
    { key: "direct", name: "Direct student services", targetKind: "direct", minutes: direct, percent: pct(direct) },
    { key: "indirect", name: "Indirect student services", targetKind: "direct", minutes: indirect, percent: pct(indirect) },
  ];
};

const recorded: TUseOfTime = {
  totalMinutes: 180,
  groups: groups(120, 60),
  categories: [
    { id: 9001, name: "Small-group sessions", shared: false, color: "#16a34a", groupKey: "direct", minutes: 120, percent: 67, students: 4, events: 2 },
    { id: 9002, name: "Parent meetings", shared: false, color: "#2563eb", groupKey: "indirect", minutes: 60, percent: 33, students: 1, events: 1 },
  ],
  directIndirectPercent: 100,
  studentsServed: 5,
  eventsCount: 3,
  daysClosed: 0,
};

const nothing: TUseOfTime = { totalMinutes: 0, groups: groups(0, 0), categories: [], directIndirectPercent: 0, studentsServed: 0, eventsCount: 0, daysClosed: 0 };

const counselor: TCounselorRow = {
  userId: 1,
  firstName: "Casey",
  lastName: "Morgan",
  username: "casey",
  schoolName: "North High",
  totalMinutes: 180,
  directIndirectMinutes: 180,
  directIndirectPercent: 100,
  studentsServed: 5,
  eventsCount: 3,
};

async function pdfText(analysis: TUseOfTime, locale: string, counselors?: TCounselorRow[]): Promise<string> {
  const data: TAnalysisPdf = { title: "Use-of-time report", subject: "Casey Morgan", from: "2026-03-02", to: "2026-03-08", target: 80, analysis, counselors };
  const pdf = await renderAnalysisPdf(data, locale);
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("use-of-time PDF: the empty-period sentence", () => {
  it("a one-person PDF with recorded time prints its tables without 'Nothing recorded in this period yet.'", async () => {
    const text = await pdfText(recorded, "en");
    expect(text).toContain("Direct student services");
    expect(text).toContain("Small-group sessions");
    expect(text).toContain(formatHoursMinutes(180));
    expect(text).not.toContain(EMPTY_EN);
  });

  it("a team PDF with recorded time and a counselor table does not say nothing was recorded", async () => {
    const text = await pdfText(recorded, "en", [counselor]);
    expect(text).toContain("Casey Morgan");
    expect(text).not.toContain(EMPTY_EN);
  });

  it("an Italian PDF with recorded time does not carry the Italian empty sentence either", async () => {
    expect(await pdfText(recorded, "it")).not.toContain(EMPTY_IT);
  });

  it("a period with nothing recorded says so, once", async () => {
    const text = await pdfText(nothing, "en");
    expect(text.split(EMPTY_EN).length - 1).toBe(1);
    expect(await pdfText(nothing, "it")).toContain(EMPTY_IT);
  });
});
