import { placeStudent, type TCaseloadRule } from "@/lib/caseloads/rules";

// Applying a district's caseload rules to the students already on its caseloads. Pure: no database, no clock.
//
// The order is the import's (lib/caseloads/rules.ts placeStudent): a student the roster placed stays
// with the roster's counselor; a student placed by hand stays with that counselor; any other student
// goes to the counselor of the first rule (lowest order, then oldest) that holds them; a student no
// rule holds stays where they are.

export type TCaseloadStudent = {
  clientId: number;
  counselorId: number;
  source: "roster" | "rule" | "hand";
  ncessch: string | null;
  gradeId: number | null;
  /** The student's name as the roster wrote it: given name, then family name. */
  name: string;
  /** The family name as stored apart (a roster's familyName); null for students whose family name was never stored. */
  familyName: string | null;
};

export type TCaseloadMove = { clientId: number; fromId: number; toId: number };

/**
 * The family name in a student's full name: everything after the given name ("Nia van Dijk" → "van
 * Dijk"); a one-word name is its own family name. Only a guess ("Mary Ann Smith" → "Ann Smith"): used
 * for students whose family name is not stored apart.
 */
export function familyNameOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? words.slice(1).join(" ") : (words[0] ?? "");
}

/**
 * Whether a student placed by hand stays with that counselor: rules never move them, and a roster import
 * moves them only when the district's SIS now places them with another counselor than it did at the
 * last import (a class shared with a new counselor), so re-reading the same roster changes nothing.
 */
export function keepsHandCounselor(input: { openSource: TCaseloadStudent["source"] | null; rosterCounselorId: number | null; lastRosterCounselorId: number | null }): boolean {
  if (input.openSource !== "hand") return false;
  return input.rosterCounselorId === null || input.rosterCounselorId === input.lastRosterCounselorId;
}

/** The students the rules move to another counselor, each with the counselor they leave and the one they join. */
export function planCaseloadMoves(students: readonly TCaseloadStudent[], rules: readonly TCaseloadRule[]): TCaseloadMove[] {
  const moves: TCaseloadMove[] = [];
  for (const s of students) {
    if (keepsHandCounselor({ openSource: s.source, rosterCounselorId: null, lastRosterCounselorId: null })) continue;
    const placed = placeStudent({
      rosterCounselorId: s.source === "roster" ? s.counselorId : null,
      rules,
      student: { ncessch: s.ncessch, gradeId: s.gradeId, lastName: s.familyName ?? familyNameOf(s.name) },
      currentCounselorId: s.counselorId,
    });
    if (placed && placed.source === "rule" && placed.counselorId !== s.counselorId) moves.push({ clientId: s.clientId, fromId: s.counselorId, toId: placed.counselorId });
  }
  return moves;
}
