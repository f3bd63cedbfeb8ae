import { describe, expect, it } from "vitest";
import { inNameRange, matchRule, placeStudent, ruleMatches, type TCaseloadRule } from "@/lib/caseloads/rules";
import { ROLE } from "@/lib/auth/roles";
import { ZDemographicsRow } from "@/lib/roster/files";
import { countsOf, gradeIdOf, roleIdOf, studentName, studentNumberOf } from "@/lib/roster/mapping";
import { parseRoster } from "@/lib/roster/parse";
import { oneRosterFiles, districtFixture } from "../support/oneroster";

const demo = (v: Record<string, string>) => ZDemographicsRow.parse({ sourcedId: "s", ...v });
const rule = (r: Partial<TCaseloadRule>): TCaseloadRule => ({ id: 1, counselorId: 7, ncessch: null, gradeFrom: null, gradeTo: null, lastNameFrom: "", lastNameTo: "", sort: 0, ...r });

describe("OneRoster field mapping", () => {
  it("grades map KG to Kindergarten, PK to Pre-K and 01-12 to grades 1-12; other codes to no grade", () => {
    expect(gradeIdOf(["KG"])).toBe(0);
    expect(gradeIdOf(["PK"])).toBe(14);
    expect(gradeIdOf(["09"])).toBe(9);
    expect(gradeIdOf(["UG", "11"])).toBe(11);
    expect(gradeIdOf(["Other"])).toBeNull();
  });
  it("a roster never makes a manager or director: a counselor gets the counselor role, other staff the member role", () => {
    expect(roleIdOf("counselor")).toBe(ROLE.user);
    expect(roleIdOf("administrator")).toBe(ROLE.member);
    expect(roleIdOf("teacher")).toBe(ROLE.member);
  });
  it("demographics: sex sets male or female; Hispanic ethnicity counts as HI whatever the races; two races as TR", () => {
    expect(countsOf(demo({ sex: "female", asian: "true" }))).toMatchObject({ female: 1, male: 0, asf: 1 });
    expect(countsOf(demo({ sex: "male", white: "true", hispanicOrLatinoEthnicity: "true" }))).toMatchObject({ male: 1, him: 1, whm: 0 });
    expect(countsOf(demo({ sex: "male", white: "true", asian: "true" }))).toMatchObject({ trm: 1, whm: 0, asm: 0 });
    expect(countsOf(demo({ sex: "unspecified", white: "true" }))).toMatchObject({ male: 0, female: 0, whm: 0, whf: 0 });
  });
  it("the name uses the preferred first name; the number the identifier, else the username", () => {
    expect(studentName({ givenName: "Robert", preferredGivenName: "Bob", familyName: "Lee" })).toBe("Bob Lee");
    expect(studentNumberOf({ identifier: "", username: "blee" })).toBe("blee");
  });
  it("a file whose row breaks a rule is refused with the file, row, column and reason", () => {
    const f = districtFixture({ schools: ["990000100001"], students: 2 });
    f.demographics[1].sex = "boy";
    const files = oneRosterFiles(f);
    const r = parseRoster(new Map(Object.entries(files)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual([{ file: "demographics.csv", row: 3, column: "sex", reason: expect.any(String) }]);
  });
  it("a delta row without status is refused", () => {
    const f = { ...districtFixture({ schools: ["990000100001"], students: 1 }), mode: "delta" as const };
    const files = oneRosterFiles(f);
    files["classes.csv"] = files["classes.csv"].replace(",active,", ",,");
    const r = parseRoster(new Map(Object.entries(files)));
    expect(!r.ok && r.errors[0]).toMatchObject({ file: "classes.csv", row: 2, column: "status" });
  });
});

describe("caseload rules", () => {
  it("a last-name range is inclusive by prefix: A-K holds Kuhn and Abbott, not Lopez; accents are folded", () => {
    expect(inNameRange("Kuhn", "A", "K")).toBe(true);
    expect(inNameRange("Abbott", "A", "K")).toBe(true);
    expect(inNameRange("Lopez", "A", "K")).toBe(false);
    expect(inNameRange("Élie", "E", "E")).toBe(true);
  });
  it("a grade range needs a grade and reads Pre-K before Kindergarten", () => {
    expect(ruleMatches(rule({ gradeFrom: 14, gradeTo: 0 }), { ncessch: null, gradeId: 0, lastName: "X" })).toBe(true);
    expect(ruleMatches(rule({ gradeFrom: 9, gradeTo: 12 }), { ncessch: null, gradeId: null, lastName: "X" })).toBe(false);
    expect(ruleMatches(rule({ ncessch: "1" }), { ncessch: "2", gradeId: 9, lastName: "X" })).toBe(false);
  });
  it("the lowest sort wins among matching rules", () => {
    const rules = [rule({ id: 1, counselorId: 1, sort: 5 }), rule({ id: 2, counselorId: 2, sort: 1, lastNameFrom: "A", lastNameTo: "K" })];
    expect(matchRule(rules, { ncessch: null, gradeId: 9, lastName: "Baker" })?.counselorId).toBe(2);
    expect(matchRule(rules, { ncessch: null, gradeId: 9, lastName: "Young" })?.counselorId).toBe(1);
  });
  it("the roster's counselor wins over a rule, a rule over the counselor who has the student now, else nobody", () => {
    const s = { ncessch: null, gradeId: 9, lastName: "Baker" };
    expect(placeStudent({ rosterCounselorId: 3, rules: [rule({})], student: s, currentCounselorId: 9 })).toEqual({ counselorId: 3, source: "roster" });
    expect(placeStudent({ rosterCounselorId: null, rules: [rule({})], student: s, currentCounselorId: 9 })).toEqual({ counselorId: 7, source: "rule" });
    expect(placeStudent({ rosterCounselorId: null, rules: [], student: s, currentCounselorId: 9 })).toEqual({ counselorId: 9, source: "hand" });
    expect(placeStudent({ rosterCounselorId: null, rules: [], student: s, currentCounselorId: null })).toBeNull();
  });
});
