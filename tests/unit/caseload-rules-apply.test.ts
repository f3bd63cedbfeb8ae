import { describe, expect, it } from "vitest";
import type { TCaseloadRule } from "@/lib/caseloads/rules";
import { familyNameOf, keepsHandCounselor, planCaseloadMoves, type TCaseloadStudent } from "@/lib/roster/caseload-rules";

// Applying a district's rules to the students on its caseloads: grade ranges and last-name ranges are
// inclusive, the first matching rule by order wins, and neither a roster's placement nor one made by hand is overridden.
const rule = (r: Partial<TCaseloadRule>): TCaseloadRule => ({ id: 1, counselorId: 7, ncessch: null, gradeFrom: null, gradeTo: null, lastNameFrom: "", lastNameTo: "", sort: 0, ...r });
const student = (s: Partial<TCaseloadStudent>): TCaseloadStudent => ({ clientId: 1, counselorId: 1, source: "rule", ncessch: "990000100001", gradeId: 10, name: "Nia Jansen", familyName: null, ...s });

describe("caseload rules applied to the caseloads", () => {
  it("a grade range holds its first and last grade and nothing outside", () => {
    const rules = [rule({ counselorId: 2, gradeFrom: 9, gradeTo: 10 })];
    const moved = (gradeId: number | null) => planCaseloadMoves([student({ gradeId })], rules).length === 1;
    expect([8, 9, 10, 11].map(moved)).toEqual([false, true, true, false]);
    // A grade range needs a grade.
    expect(moved(null)).toBe(false);
  });

  it("Pre-K comes before Kindergarten in a range", () => {
    const rules = [rule({ counselorId: 2, gradeFrom: 14, gradeTo: 0 })];
    expect(planCaseloadMoves([student({ gradeId: 14 }), student({ clientId: 2, gradeId: 0 }), student({ clientId: 3, gradeId: 1 })], rules).map((m) => m.clientId)).toEqual([1, 2]);
  });

  it("a last-name range is inclusive at both ends, by prefix, whatever the case and accents", () => {
    const rules = [rule({ counselorId: 2, lastNameFrom: "b", lastNameTo: "K" })];
    const moved = (name: string) => planCaseloadMoves([student({ name })], rules).length === 1;
    expect(moved("Ana Abbott")).toBe(false);
    expect(moved("Ana Baker")).toBe(true);
    expect(moved("Ana Kuhn")).toBe(true);
    expect(moved("Ana Kzyz")).toBe(true);
    expect(moved("Ana Lopez")).toBe(false);
    expect(moved("Ana Étienne")).toBe(true);
  });

  it("the stored family name decides the last-name range: 'Mary Ann Smith' with family name Smith is an S, not an A ('Ann Smith')", () => {
    const rules = [rule({ id: 1, counselorId: 2, lastNameFrom: "A", lastNameTo: "B" }), rule({ id: 2, counselorId: 3, lastNameFrom: "S", lastNameTo: "S" })];
    expect(planCaseloadMoves([student({ name: "Mary Ann Smith", familyName: "Smith" })], rules)).toEqual([{ clientId: 1, fromId: 1, toId: 3 }]);
    // A compound family name stored apart is read whole.
    expect(planCaseloadMoves([student({ name: "Nia van Dijk", familyName: "van Dijk" })], [rule({ counselorId: 4, lastNameFrom: "V", lastNameTo: "V" })])).toEqual([
      { clientId: 1, fromId: 1, toId: 4 },
    ]);
    // Only a student whose family name was never stored falls back to the words after the first one.
    expect(planCaseloadMoves([student({ name: "Mary Ann Smith", familyName: null })], rules)).toEqual([{ clientId: 1, fromId: 1, toId: 2 }]);
  });

  it("the first matching rule by order wins, whatever the order they are listed in", () => {
    const rules = [rule({ id: 1, counselorId: 5, sort: 9 }), rule({ id: 2, counselorId: 6, sort: 2, lastNameFrom: "A", lastNameTo: "M" }), rule({ id: 3, counselorId: 8, sort: 2 })];
    expect(planCaseloadMoves([student({ name: "Ana Jansen" })], rules)).toEqual([{ clientId: 1, fromId: 1, toId: 6 }]);
    // Same order: the older rule (lower id) first.
    expect(planCaseloadMoves([student({ name: "Ana Young" })], rules)).toEqual([{ clientId: 1, fromId: 1, toId: 8 }]);
  });

  it("a student the roster placed stays; one already with the rule's counselor or held by no rule does not move", () => {
    const rules = [rule({ counselorId: 2, ncessch: "990000100001" })];
    expect(planCaseloadMoves([student({ source: "roster" })], rules)).toEqual([]);
    expect(planCaseloadMoves([student({ counselorId: 2, source: "rule" })], rules)).toEqual([]);
    expect(planCaseloadMoves([student({ ncessch: "990000100002" })], rules)).toEqual([]);
    expect(planCaseloadMoves([student({ source: "rule", counselorId: 4 })], rules)).toEqual([{ clientId: 1, fromId: 4, toId: 2 }]);
  });

  it("a student placed by hand stays with that counselor whatever rule holds them; the roster moves them only when it now names another counselor than at its last import", () => {
    const rules = [rule({ counselorId: 2 })];
    expect(planCaseloadMoves([student({ source: "hand", counselorId: 4 })], rules)).toEqual([]);
    expect(keepsHandCounselor({ openSource: "hand", rosterCounselorId: null, lastRosterCounselorId: 3 })).toBe(true);
    expect(keepsHandCounselor({ openSource: "hand", rosterCounselorId: 3, lastRosterCounselorId: 3 })).toBe(true);
    expect(keepsHandCounselor({ openSource: "hand", rosterCounselorId: 5, lastRosterCounselorId: 3 })).toBe(false);
    expect(keepsHandCounselor({ openSource: "rule", rosterCounselorId: null, lastRosterCounselorId: 3 })).toBe(false);
  });

  it("the family name is what follows the given name", () => {
    expect(familyNameOf("Nia van Dijk")).toBe("van Dijk");
    expect(familyNameOf("  Nia   Jansen ")).toBe("Jansen");
    expect(familyNameOf("Cher")).toBe("Cher");
  });
});
