// Which counselor a student belongs with. Pure: no database, no clock.
//
// The order: a counselor the roster places the student with (a class both are enrolled in) wins; else
// the district's first matching rule (school, grade range, last-name range); else the student stays
// with the counselor who has them now (assigned by hand or by an earlier import); else nobody.

export type TCaseloadRule = {
  id: number;
  counselorId: number;
  ncessch: string | null;
  gradeFrom: number | null;
  gradeTo: number | null;
  lastNameFrom: string;
  lastNameTo: string;
  sort: number;
};
export type TPlacementStudent = { ncessch: string | null; gradeId: number | null; lastName: string };
export type TPlacement = { counselorId: number; source: "roster" | "rule" | "hand" } | null;

/** Pre-K (id 14) comes before Kindergarten (0) and grades 1-12: the order grade ranges are read in. */
export function gradeRank(gradeId: number): number {
  return gradeId === 14 ? -1 : gradeId;
}

/** A last name folded for range tests: upper case, accents and everything but letters dropped ("O'Brien" → "OBRIEN"). */
export function foldName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
}

/** A last-name range is inclusive by prefix: A–K holds "Kuhn" and "Abbott", not "Lopez". An empty bound is open. */
export function inNameRange(lastName: string, from: string, to: string): boolean {
  const n = foldName(lastName);
  const f = foldName(from);
  const t = foldName(to);
  if (f && n.slice(0, f.length) < f) return false;
  if (t && n.slice(0, t.length) > t) return false;
  return true;
}

/** True when the rule holds the student: each bound the rule sets must match; a grade range needs a grade. */
export function ruleMatches(rule: TCaseloadRule, s: TPlacementStudent): boolean {
  if (rule.ncessch && rule.ncessch !== s.ncessch) return false;
  if (rule.gradeFrom !== null || rule.gradeTo !== null) {
    if (s.gradeId === null) return false;
    const g = gradeRank(s.gradeId);
    if (rule.gradeFrom !== null && g < gradeRank(rule.gradeFrom)) return false;
    if (rule.gradeTo !== null && g > gradeRank(rule.gradeTo)) return false;
  }
  return inNameRange(s.lastName, rule.lastNameFrom, rule.lastNameTo);
}

/** The first rule (lowest sort, then id) that holds the student, or null. */
export function matchRule(rules: readonly TCaseloadRule[], s: TPlacementStudent): TCaseloadRule | null {
  const ordered = [...rules].sort((a, b) => a.sort - b.sort || a.id - b.id);
  return ordered.find((r) => ruleMatches(r, s)) ?? null;
}

/** Places a student: the roster's counselor, else the first matching rule, else the current counselor, else nobody. */
export function placeStudent(input: { rosterCounselorId: number | null; rules: readonly TCaseloadRule[]; student: TPlacementStudent; currentCounselorId: number | null }): TPlacement {
  if (input.rosterCounselorId !== null) return { counselorId: input.rosterCounselorId, source: "roster" };
  const rule = matchRule(input.rules, input.student);
  if (rule) return { counselorId: rule.counselorId, source: "rule" };
  if (input.currentCounselorId !== null) return { counselorId: input.currentCounselorId, source: "hand" };
  return null;
}
