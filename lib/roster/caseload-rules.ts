import { placeStudent, type TCaseloadRule } from "@/lib/caseloads/rules";

// Applying a district's caseload rules to the students already on its caseloads. Pure: no database, no clock.
//
// The order is the import's (lib/caseloads/rules.ts placeStudent): a student the roster placed stays
// with the roster's counselor; any other student goes to the counselor of the first rule (lowest
// order, then oldest) that holds them; a student no rule holds stays where they are.

export type TCaseloadStudent = {
  clientId: number;
  counselorId: number;
  source: "roster" | "rule" | "hand";
  ncessch: string | null;
  gradeId: number | null;
  /** The student's name as the roster wrote it: given name, then family name. */
  name: string;
};

export type TCaseloadMove = { clientId: number; fromId: number; toId: number };

/**
 * The family name in a student's full name: everything after the given name ("Nia van Dijk" → "van
 * Dijk"); a one-word name is its own family name.
 */
export function familyNameOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? words.slice(1).join(" ") : (words[0] ?? "");
}

/** The students the rules move to another counselor, each with the counselor they leave and the one they join. */
export function planCaseloadMoves(students: readonly TCaseloadStudent[], rules: readonly TCaseloadRule[]): TCaseloadMove[] {
  const moves: TCaseloadMove[] = [];
  for (const s of students) {
    const placed = placeStudent({
      rosterCounselorId: s.source === "roster" ? s.counselorId : null,
      rules,
      student: { ncessch: s.ncessch, gradeId: s.gradeId, lastName: familyNameOf(s.name) },
      currentCounselorId: s.counselorId,
    });
    if (placed && placed.source === "rule" && placed.counselorId !== s.counselorId) moves.push({ clientId: s.clientId, fromId: s.counselorId, toId: placed.counselorId });
  }
  return moves;
}
