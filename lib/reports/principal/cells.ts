import { COMPLEMENT_MARK, SMALL_CELL_FLOOR, suppressSmallCells, markOf, type TCell, type TPartition, type TSuppressedMark } from "@/lib/privacy/small-cells";

// The small-cell rule (lib/privacy/small-cells.ts) on the principal report's counts of students:
// students seen, the caseload, the students the lessons reached, the student contacts not made and
// each service's students. Figures that leave the counselor (another reader, the API, the PDF, the
// e-mail) read "<5" for 1 to 4 students, and "—" where a withheld count could be worked out:
// the caseload minus the students seen is a count the reader can compute, so it takes part as a
// hidden cell; the caseload percent gives the students seen back and is withheld with them; the
// contacts not made give back the direct services' student count (contacts × direct hours ÷ duty
// hours) and are withheld when that count is under 5. Pure: no database.

/** A count of students as shown: the number, or the mark of why it is withheld. */
export type TCount = number | TSuppressedMark;

const num = (v: TCount | null | undefined): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** The figures of the report the rule reads (TPrincipalReport's, as computed). */
export type TPrincipalCounts = {
  reach: { studentsSeen: TCount; caseload: TCount | null; caseloadPercent: TCount | null; lessonStudents: TCount };
  contacts: TCount;
  services: readonly { students: TCount }[];
};

/** Which of the counts are withheld, and with which mark. `directStudents`: the direct services' students (never shown). */
export function principalCellMarks(r: TPrincipalCounts, directStudents: number): Map<string, TSuppressedMark> {
  const seen = num(r.reach.studentsSeen);
  const cells: TCell[] = [
    { id: "seen", value: seen },
    { id: "lessonStudents", value: num(r.reach.lessonStudents) },
    { id: "contacts", value: num(r.contacts) },
    ...r.services.map((s, i) => ({ id: `service.${i}`, value: num(s.students) })),
  ];
  const partitions: TPartition[] = [];
  if (r.reach.caseload != null) {
    const caseload = num(r.reach.caseload);
    cells.push({ id: "caseload", value: caseload }, { id: "notSeen", value: Math.max(0, caseload - seen), shown: false });
    partitions.push({ total: "caseload", parts: ["seen", "notSeen"] });
  }
  const marks = new Map<string, TSuppressedMark>();
  for (const [id, reason] of suppressSmallCells(cells, partitions)) marks.set(id, markOf(reason)!);
  if (directStudents > 0 && directStudents < SMALL_CELL_FLOOR && !marks.has("contacts")) marks.set("contacts", COMPLEMENT_MARK);
  if (r.reach.caseloadPercent != null && (marks.has("seen") || marks.has("caseload"))) marks.set("caseloadPercent", COMPLEMENT_MARK);
  return marks;
}

/**
 * The report as it may leave the counselor: every count of students under the rule, the reach
 * figures of the outcomes too, and `smallCells` set when anything was withheld.
 */
export function maskPrincipalCounts<T extends TPrincipalCounts & { outcomes: readonly unknown[]; smallCells?: boolean }>(r: T, directStudents: number): T {
  const marks = principalCellMarks(r, directStudents);
  if (marks.size === 0) return { ...r, smallCells: false };
  const m = <V extends TCount | null>(id: string, v: V): V | TSuppressedMark => marks.get(id) ?? v;
  const reach = {
    ...r.reach,
    studentsSeen: m("seen", r.reach.studentsSeen),
    caseload: m("caseload", r.reach.caseload),
    caseloadPercent: m("caseloadPercent", r.reach.caseloadPercent),
    lessonStudents: m("lessonStudents", r.reach.lessonStudents),
  };
  const outcomes = r.outcomes.map((o) => {
    const x = o as { kind?: string; reach?: { key: string; value: TCount; extra?: TCount } };
    if (x.kind !== "reach" || !x.reach) return o;
    if (x.reach.key === "studentsSeen") return { ...x, reach: { ...x.reach, value: reach.studentsSeen, ...(x.reach.extra != null ? { extra: reach.caseloadPercent ?? COMPLEMENT_MARK } : {}) } };
    if (x.reach.key === "lessonsTaught") return { ...x, reach: { ...x.reach, extra: reach.lessonStudents } };
    return o;
  });
  return {
    ...r,
    reach,
    contacts: m("contacts", r.contacts),
    services: r.services.map((s, i) => ({ ...s, students: m(`service.${i}`, s.students) })),
    outcomes,
    smallCells: true,
  };
}
