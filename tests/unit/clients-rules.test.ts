import { describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/clients/csv";
import { checkRoster, clientCount, countsFromStudents, effectiveCounts, isSmallGroup, matchesSearch, normaliseCounts, raceField, zeroCounts } from "@/lib/clients/rules";
import { clientTypeFromParam, ZClientInput } from "@/lib/clients/schemas";
import { COUNT_FIELDS } from "@/lib/clients/fields";
import { CLIENT_COUNT_FIELDS } from "@/db/schema/calendar";
import { genderOf, programsOf, raceOf, studentCounts } from "@/components/clients/student-profile";

const GRADES = [
  { id: 14, code: "PK", name: "Pre-K" },
  { id: 0, code: "K", name: "Kindergarten" },
  { id: 9, code: "9", name: "Grade 9" },
  { id: 10, code: "10", name: "Grade 10" },
];
const HEADER = "name,student_number,grade,gender,esl,frl,iep,ada,race";

describe("client counts", () => {
  it("all counts default to 0", () => {
    const parsed = ZClientInput.parse({ type: "group", name: "Study skills" });
    expect(parsed.male).toBe(0);
    expect(parsed.learningSupport).toBe(0);
    expect(normaliseCounts({})).toEqual(zeroCounts());
  });

  it("count equals male plus female", () => {
    expect(clientCount({ male: 4, female: 3 })).toBe(7);
  });

  it("assigned students compute a group's counts, field by field, whatever was typed", () => {
    const a = { ...zeroCounts(), male: 1, asm: 1, frl: 1 };
    const b = { ...zeroCounts(), female: 1, whf: 1, frl: 1, iep: 1 };
    const typed = { ...zeroCounts(), male: 30, female: 30 };
    const counts = effectiveCounts("group", typed, [a, b]);
    expect(counts).toMatchObject({ male: 1, female: 1, asm: 1, whf: 1, frl: 2, iep: 1, esl: 0 });
    expect(countsFromStudents([a, b])).toEqual(counts);
  });

  it("a group without assigned students keeps its typed counts", () => {
    const typed = { ...zeroCounts(), male: 9, female: 11 };
    expect(effectiveCounts("group", typed, [])).toEqual(typed);
  });

  it("12 or fewer is a small group; 13 is not", () => {
    expect(isSmallGroup(12)).toBe(true);
    expect(isSmallGroup(1)).toBe(true);
    expect(isSmallGroup(13)).toBe(false);
    expect(isSmallGroup(0)).toBe(false);
  });

  it("a student is one person: counts above 1 or both genders are refused", () => {
    const r = ZClientInput.safeParse({ type: "student", name: "A", male: 1, female: 1, esl: 2 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["esl", "female"]));
  });

  it("the spec's capital count names (ESL, AMM) and student_id are accepted", () => {
    const p = ZClientInput.parse({ type: "students", name: "A", ESL: 1, AMM: 1, MALE: 1, student_id: "S-9" });
    expect(p).toMatchObject({ type: "student", esl: 1, amm: 1, male: 1, student_number: "S-9" });
  });

  it("only a group has assigned students, and none twice", () => {
    expect(ZClientInput.safeParse({ type: "student", name: "A", students: [1] }).success).toBe(false);
    expect(ZClientInput.safeParse({ type: "group", name: "G", students: [1, 1] }).success).toBe(false);
    expect(ZClientInput.safeParse({ type: "group", name: "G", students: [1, 2] }).success).toBe(true);
  });

  it("search matches name or student number, case-insensitively", () => {
    expect(matchesSearch({ name: "Maya Patel", student_number: "S-1003" }, "patel")).toBe(true);
    expect(matchesSearch({ name: "Maya Patel", student_number: "S-1003" }, "s-10")).toBe(true);
    expect(matchesSearch({ name: "Maya Patel", student_number: "S-1003" }, "kim")).toBe(false);
  });
});

describe("csv reader", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM", () => {
    const r = parseCsv('\uFEFFa,b\r\n"Lee, Jordan","say ""hi"""\r\n"two\nlines",x\r\n');
    expect(r).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ["a", "b"] },
        { line: 2, fields: ["Lee, Jordan", 'say "hi"'] },
        { line: 3, fields: ["two\nlines", "x"] },
      ],
    });
  });

  it("reads semicolon-separated files (German and Italian spreadsheets)", () => {
    const r = parseCsv("name;gender\nMüller, Anna;F\n");
    expect(r.ok && r.records[1].fields).toEqual(["Müller, Anna", "F"]);
  });

  it("an unclosed quote is malformed, with the line where the field began", () => {
    expect(parseCsv('name,gender\n"Kim,F\nLee,M\n')).toMatchObject({ ok: false, line: 2 });
  });
});

describe("roster rows", () => {
  it("gender and race make the gender-by-race count; flags read 1/0 and Y/N", () => {
    const r = checkRoster(`${HEADER}\nMaya Patel,S-1,9,F,Y,0,,1,AS\nDiego Ramos,S-2,K,m,n,yes,1,0,HI\n`, GRADES);
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ line: 2, name: "Maya Patel", student_number: "S-1", grade_id: 9 });
    expect(r.rows[0].counts).toMatchObject({ female: 1, male: 0, esl: 1, frl: 0, ada: 1, asf: 1 });
    expect(r.rows[1].counts).toMatchObject({ male: 1, frl: 1, iep: 1, him: 1, hif: 0 });
    expect(raceField("HP", "m")).toBe("hpm");
  });

  it("every bad cell is reported with its line, column and a message", () => {
    const r = checkRoster(`${HEADER}\n,S-1,14,X,maybe,0,0,0,ZZ\nOk Name,S-2,9,M,0,0,0,0,\n`, GRADES);
    expect(r.rows.map((x) => x.line)).toEqual([3]);
    expect(r.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [2, "name", "roster_name_required"],
      [2, "grade", "roster_grade_unknown"],
      [2, "gender", "roster_gender_invalid"],
      [2, "esl", "roster_flag_invalid"],
      [2, "race", "roster_race_invalid"],
    ]);
  });

  it("an unknown race code is an error; race codes are AM, AS, HI, BL, WH, HP, TR", () => {
    const r = checkRoster(`${HEADER}\nA,1,9,M,0,0,0,0,ZZ\n`, GRADES);
    expect(r.errors).toEqual([expect.objectContaining({ line: 2, field: "race", code: "roster_race_invalid" })]);
  });

  it("a student number twice in the file is an error on the second line", () => {
    const r = checkRoster(`${HEADER}\nA,S-1,9,M,0,0,0,0,\nB,s-1,9,F,0,0,0,0,\n`, GRADES);
    expect(r.errors).toEqual([expect.objectContaining({ line: 3, field: "student_number", code: "roster_number_duplicate" })]);
  });

  it("columns may come in any order; unknown columns are ignored and named; name and gender are required", () => {
    const ok = checkRoster("gender,Name,homeroom\nF,Avery Kim,12B\n", GRADES);
    expect(ok.errors).toEqual([]);
    expect(ok.ignoredColumns).toEqual(["homeroom"]);
    expect(ok.rows[0]).toMatchObject({ name: "Avery Kim", student_number: "", grade_id: null });
    const missing = checkRoster("name,grade\nA,9\n", GRADES);
    expect(missing.errors).toEqual([expect.objectContaining({ line: 1, field: "gender", code: "roster_column_missing" })]);
  });

  it("a malformed or empty file yields one error and no rows", () => {
    expect(checkRoster("", GRADES).errors[0].code).toBe("roster_empty");
    expect(checkRoster(`${HEADER}\n`, GRADES).errors[0].code).toBe("roster_no_rows");
    const bad = checkRoster(`${HEADER}\nA,1,9,M,0,0,0,0,\n"B,2,9,F\n`, GRADES);
    expect(bad.rows).toEqual([]);
    expect(bad.errors).toEqual([expect.objectContaining({ line: 3, code: "roster_malformed" })]);
  });

  it("a row with more fields than the header is an error", () => {
    const r = checkRoster("name,gender\nA,M,extra\n", GRADES);
    expect(r.errors[0]).toMatchObject({ line: 2, code: "roster_extra_fields" });
  });
});

describe("a student's form choices", () => {
  it("the browser's list of counts is the schema's", () => {
    expect([...COUNT_FIELDS]).toEqual([...CLIENT_COUNT_FIELDS]);
  });

  it("race is recorded under the student's gender and moves with it", () => {
    const female = studentCounts(zeroCounts(), "female", "AS");
    expect(female).toMatchObject({ female: 1, male: 0, asf: 1, asm: 0 });
    const male = studentCounts(female, "male", raceOf(female));
    expect(male).toMatchObject({ male: 1, female: 0, asm: 1, asf: 0 });
    expect(genderOf(male)).toBe("male");
  });

  it("without a gender no race is recorded", () => {
    const c = studentCounts({ ...zeroCounts(), esl: 1 }, null, "WH");
    expect(raceOf(c)).toBeNull();
    expect(c).toMatchObject({ male: 0, female: 0, esl: 1 });
  });
});

describe("the list a /studentsGroups/{type} URL names (/studentsGroups/{type}, /studentsGroups/new/{type})", () => {
  it("takes the plural and the singular, and nothing else", () => {
    expect(clientTypeFromParam("students")).toBe("student");
    expect(clientTypeFromParam("student")).toBe("student");
    expect(clientTypeFromParam("groups")).toBe("group");
    expect(clientTypeFromParam("group")).toBe("group");
    expect(clientTypeFromParam("constructor")).toBeNull();
    expect(clientTypeFromParam("toString")).toBeNull();
    expect(clientTypeFromParam("teachers")).toBeNull();
  });
});

describe("the Students list's Programs column", () => {
  it("the 'Programs' column shows the student's programmes (ESL, FRL, H, IEP, ADA), never ethnicity codes", () => {
    // Diego Ramos of the demo: Hispanic (him) and on an IEP; Avery Kim: Asian, no programme.
    const diego = { ...zeroCounts(), male: 1, him: 1, iep: 1 };
    expect(programsOf(diego)).toEqual(["iep"]);
    const avery = { ...zeroCounts(), female: 1, asf: 1 };
    expect(programsOf(avery)).toEqual([]);
    const all = { ...zeroCounts(), esl: 1, frl: 1, h: 1, iep: 1, ada: 1, whf: 1, autisticSupport: 1 };
    expect(programsOf(all)).toEqual(["esl", "frl", "h", "iep", "ada"]);
  });

  it("every programme has a name in each language, and the names are not the codes or the race names", async () => {
    for (const lang of ["en", "it", "de"]) {
      const fields = (await import(`@/messages/${lang}.json`)).default.clients.fields;
      const races = Object.values(fields.race as Record<string, { short: string; label: string }>).flatMap((r) => [r.short, r.label]);
      for (const f of ["esl", "frl", "h", "iep", "ada"]) {
        const name: string = fields[f].name;
        expect(name, `${lang} ${f}`).toMatch(/\S/);
        expect(races).not.toContain(name);
      }
    }
  });
});
