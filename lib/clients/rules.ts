import type { TClientCountField, TClientCounts, TClientRow } from "@/db/schema/calendar";
import { COUNT_FIELDS as CLIENT_COUNT_FIELDS } from "./fields";
import { parseCsv } from "./csv";
import { MAX_ROSTER_ROWS, RACE_CODES, ROSTER_COLUMNS, ROSTER_REQUIRED, SMALL_GROUP_MAX, type TClientJson, type TRaceCode, type TRosterColumn, type TRosterError, type TRosterRow } from "./schemas";

// Pure rules of students and groups: no db, no clock.

export function zeroCounts(): TClientCounts {
  return Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, 0])) as TClientCounts;
}

/** Missing or broken counts read as 0 (all counts default to 0). */
export function normaliseCounts(counts: Partial<Record<string, unknown>> | null | undefined): TClientCounts {
  const out = zeroCounts();
  for (const f of CLIENT_COUNT_FIELDS) {
    const v = Number(counts?.[f] ?? 0);
    out[f] = Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
  }
  return out;
}

/** Spec: count = male + female. */
export function clientCount(counts: Pick<TClientCounts, "male" | "female">): number {
  return counts.male + counts.female;
}

/** A group's counts when students are assigned: the sum of its students' counts, field by field. */
export function countsFromStudents(students: readonly Partial<TClientCounts>[]): TClientCounts {
  const out = zeroCounts();
  for (const s of students) {
    const c = normaliseCounts(s);
    for (const f of CLIENT_COUNT_FIELDS) out[f] += c[f];
  }
  return out;
}

/** Assigned students decide a group's counts and lock its inputs; without them the typed counts stand. */
export function effectiveCounts(type: "student" | "group", typed: Partial<TClientCounts>, students: readonly Partial<TClientCounts>[]): TClientCounts {
  if (type === "group" && students.length > 0) return countsFromStudents(students);
  return normaliseCounts(typed);
}

/** 12 or fewer students is a small group (an empty group is not one yet). */
export function isSmallGroup(count: number): boolean {
  return count > 0 && count <= SMALL_GROUP_MAX;
}

export function toClientJson(row: TClientRow, students: number[]): TClientJson {
  const counts = normaliseCounts(row.counts);
  return {
    id: row.id,
    user_id: row.userId,
    type: row.type,
    name: row.name,
    student_number: row.studentNumber,
    grade_id: row.gradeId,
    ...counts,
    count: row.count,
    students: row.type === "group" ? students : [],
    notes: row.notes,
    active: row.active,
  };
}

/** Case-insensitive search over name and student number (the list's search box). */
export function matchesSearch(client: Pick<TClientJson, "name" | "student_number">, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return client.name.toLowerCase().includes(needle) || client.student_number.toLowerCase().includes(needle);
}

// ---- Roster CSV (columns: name, student_number, grade, gender (M/F), esl, frl, iep, ada, race) ----

export type TGradeRef = { id: number; code: string; name: string };
export type TRosterCheck = { rows: TRosterRow[]; errors: TRosterError[]; ignoredColumns: string[] };

const FLAG_TRUE = new Set(["1", "y", "yes", "true", "x"]);
const FLAG_FALSE = new Set(["", "0", "n", "no", "false"]);
const FLAG_COLUMNS = ["esl", "frl", "iep", "ada"] as const;

function gradeLookup(grades: readonly TGradeRef[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const g of grades) {
    map.set(g.code.toLowerCase(), g.id);
    map.set(g.name.toLowerCase(), g.id);
    // "09" for grade 9, as student information systems often write it.
    if (/^\d+$/.test(g.code)) map.set(g.code.padStart(2, "0"), g.id);
  }
  return map;
}

/**
 * Checks a roster file row by row. Every problem is reported with its line (the header is line 1),
 * its column and a message; rows with problems are left out of `rows`. Pure: the grades are passed in.
 */
export function checkRoster(text: string, grades: readonly TGradeRef[]): TRosterCheck {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { rows: [], errors: [{ line: parsed.line, field: "file", code: "roster_malformed", message: parsed.message }], ignoredColumns: [] };
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], errors: [{ line: 1, field: "file", code: "roster_empty", message: "The file is empty." }], ignoredColumns: [] };

  const names = header.fields.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  const index = new Map<string, number>();
  const errors: TRosterError[] = [];
  const ignoredColumns: string[] = [];
  names.forEach((n, i) => {
    if (!(ROSTER_COLUMNS as readonly string[]).includes(n)) {
      if (n) ignoredColumns.push(header.fields[i].trim());
      return;
    }
    if (index.has(n)) errors.push({ line: header.line, field: n, code: "roster_column_twice", message: `The column "${n}" appears twice.`, params: { column: n } });
    else index.set(n, i);
  });
  for (const col of ROSTER_REQUIRED) {
    if (!index.has(col)) errors.push({ line: header.line, field: col, code: "roster_column_missing", message: `The column "${col}" is missing.`, params: { column: col } });
  }
  if (errors.length > 0) return { rows: [], errors, ignoredColumns };
  if (records.length === 0) return { rows: [], errors: [{ line: 2, field: "file", code: "roster_no_rows", message: "The file has no students." }], ignoredColumns };
  if (records.length > MAX_ROSTER_ROWS) {
    return {
      rows: [],
      errors: [{ line: records[MAX_ROSTER_ROWS].line, field: "file", code: "roster_too_many_rows", message: `At most ${MAX_ROSTER_ROWS} students per file.`, params: { max: MAX_ROSTER_ROWS } }],
      ignoredColumns,
    };
  }

  const gradeIds = gradeLookup(grades);
  const seenNumbers = new Map<string, number>();
  const rows: TRosterRow[] = [];
  for (const rec of records) {
    const at = (col: TRosterColumn) => (index.has(col) ? (rec.fields[index.get(col)!] ?? "").trim() : "");
    const rowErrors: TRosterError[] = [];
    const fail = (field: string, code: string, message: string, params?: Record<string, string | number>) => rowErrors.push({ line: rec.line, field, code, message, ...(params ? { params } : {}) });
    if (rec.fields.length > header.fields.length)
      fail("file", "roster_extra_fields", `The row has ${rec.fields.length} fields; the header has ${header.fields.length}.`, {
        count: rec.fields.length,
        expected: header.fields.length,
      });

    const name = at("name");
    if (!name) fail("name", "roster_name_required", "The name is empty.");
    else if (name.length > 200) fail("name", "roster_name_too_long", "The name is longer than 200 characters.");

    const studentNumber = at("student_number");
    if (studentNumber.length > 32) fail("student_number", "roster_number_too_long", "The student number is longer than 32 characters.");
    else if (studentNumber) {
      const key = studentNumber.toLowerCase();
      const first = seenNumbers.get(key);
      if (first !== undefined) fail("student_number", "roster_number_duplicate", `The student number is also on line ${first}.`, { first });
      else seenNumbers.set(key, rec.line);
    }

    const gradeText = at("grade").toLowerCase();
    let gradeId: number | null = null;
    if (gradeText) {
      const id = gradeIds.get(gradeText);
      if (id === undefined) fail("grade", "roster_grade_unknown", "Unknown grade (use PK, K or 1-12).");
      else gradeId = id;
    }

    const counts = zeroCounts();
    const gender = at("gender").toUpperCase();
    const g = gender === "M" || gender === "MALE" ? "m" : gender === "F" || gender === "FEMALE" ? "f" : null;
    if (!g) fail("gender", "roster_gender_invalid", "The gender is M or F.");
    else counts[g === "m" ? "male" : "female"] = 1;

    for (const col of FLAG_COLUMNS) {
      const v = at(col).toLowerCase();
      if (FLAG_TRUE.has(v)) counts[col] = 1;
      else if (!FLAG_FALSE.has(v)) fail(col, "roster_flag_invalid", "Use 1 or 0 (or Y or N).");
    }

    const race = at("race").toUpperCase();
    if (race) {
      if (!(RACE_CODES as readonly string[]).includes(race)) fail("race", "roster_race_invalid", `Unknown race code (use ${RACE_CODES.join(", ")}).`);
      else if (g) counts[raceField(race as TRaceCode, g)] = 1;
    }

    if (rowErrors.length > 0) errors.push(...rowErrors);
    else rows.push({ line: rec.line, name, student_number: studentNumber, grade_id: gradeId, counts });
  }
  return { rows, errors, ignoredColumns };
}

/** The gender-by-race count of a race code: AM + M → amm, HP + F → hpf. */
export function raceField(race: TRaceCode, gender: "m" | "f"): TClientCountField {
  return `${race.toLowerCase()}${gender}` as TClientCountField;
}
