// The NCES Common Core of Data directory files, as published (ccd_sch_029_*.csv, ccd_lea_029_*.csv):
// parse, recognise the kind by its header, and check each row. Pure: no database.

import { stateFipsOf } from "@/lib/reports/geo-codes";

export type TNcesKind = "schools" | "districts";
export type TNcesSchoolRow = { ncessch: string; schnam: string; leaid: string; leaName: string; city: string | null; zip: string; state: string; level: number; countyFips: string | null };
export type TNcesDistrictRow = { leaid: string; name: string; city: string | null; zip: string | null; state: string };
export type TNcesRejection = { line: number; id: string; reason: TNcesRejectReason };
export type TNcesRejectReason =
  "malformed_ncessch" | "malformed_leaid" | "school_outside_district" | "duplicate_ncessch" | "duplicate_leaid" | "missing_name" | "malformed_state" | "malformed_zip" | "wrong_columns";
export type TNcesCheck =
  { kind: "schools"; rows: TNcesSchoolRow[]; rejected: TNcesRejection[]; total: number } | { kind: "districts"; rows: TNcesDistrictRow[]; rejected: TNcesRejection[]; total: number };

/** The columns each kind needs (the published files carry many more, which are ignored). */
export const NCES_COLUMNS = {
  schools: ["NCESSCH", "LEAID", "SCH_NAME", "ST"],
  districts: ["LEAID", "LEA_NAME", "ST"],
} as const;

export class NcesFileError extends Error {
  constructor(readonly code: "not_nces_file" | "empty_file") {
    super(code === "empty_file" ? "The file is empty." : "This is not an NCES school or district directory file: the header lacks NCESSCH or LEAID, LEA_NAME and ST.");
  }
}

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks, CRLF or LF, a BOM ignored. Calls `row` for each record. */
export function parseCsv(text: string, row: (fields: string[], line: number) => void): void {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let any = false;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      any = true;
    } else if (c === ",") {
      fields.push(field);
      field = "";
      any = true;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      if (any || field !== "") row(fields, recordLine);
      fields = [];
      field = "";
      any = false;
      line++;
      recordLine = line;
    } else {
      field += c;
      any = true;
    }
    i++;
  }
  if (any || field !== "") {
    fields.push(field);
    row(fields, recordLine);
  }
}

const clean = (v: string | undefined) => (v ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim();

/** CCD LEVEL: the text of the 2016+ files ("Elementary", "Middle", "High", "Other") or the older codes 1-4; anything else 0. */
export function levelOf(raw: string): number {
  const v = raw.trim().toLowerCase();
  if (v === "1" || v === "elementary" || v === "primary") return 1;
  if (v === "2" || v === "middle") return 2;
  if (v === "3" || v === "high" || v === "secondary") return 3;
  if (v === "4" || v === "other") return 4;
  return 0;
}

/** The zip of a row: the location zip (LZIP), else the mailing one (MZIP), else ZIP; 5 digits, leading zeros restored. */
function zipOf(get: (col: string) => string): string | null {
  for (const col of ["LZIP", "MZIP", "ZIP"]) {
    const v = get(col).replace(/\.0$/, "");
    if (/^\d{3,5}$/.test(v)) return v.padStart(5, "0");
    if (/^\d{5}-\d{4}$/.test(v)) return v.slice(0, 5);
  }
  return null;
}

/**
 * The county of a row when the file has one (CCD CNTY, or CONUM): the 5-digit county FIPS code, a
 * leading zero restored; null when absent, malformed or of another state (the county maps would
 * place the school wrongly: an unknown county is better than a wrong one).
 */
function countyOf(get: (col: string) => string, state: string): string | null {
  const fips = stateFipsOf(state);
  for (const col of ["CNTY", "CONUM"]) {
    const v = get(col).replace(/\.0$/, "");
    if (!/^\d{4,5}$/.test(v)) continue;
    const county = v.padStart(5, "0");
    return fips && county.startsWith(fips) ? county : null;
  }
  return null;
}

/** The id columns arrive as text; spreadsheets drop leading zeros, which are put back (LEAID 7, NCESSCH 12 digits). */
function idOf(raw: string, length: number): string | null {
  const v = raw.replace(/\.0$/, "");
  if (!/^\d+$/.test(v) || v.length > length || v.length < length - 1) return null;
  return v.padStart(length, "0");
}

/** Checks a directory file: its kind from the header, each row's ids, name, state and zip, duplicate ids in the file. */
export function checkNcesFile(text: string): TNcesCheck {
  const state = { header: false, kind: "districts" as TNcesKind };
  let index = new Map<string, number>();
  let lastNeeded = 0;
  const schools: TNcesSchoolRow[] = [];
  const districts: TNcesDistrictRow[] = [];
  const rejected: TNcesRejection[] = [];
  const seen = new Set<string>();
  let total = 0;
  parseCsv(text, (fields, line) => {
    if (!state.header) {
      state.header = true;
      index = new Map(fields.map((f, i) => [f.trim().toUpperCase(), i]));
      if (NCES_COLUMNS.schools.every((c) => index.has(c))) state.kind = "schools";
      else if (NCES_COLUMNS.districts.every((c) => index.has(c))) state.kind = "districts";
      else throw new NcesFileError("not_nces_file");
      lastNeeded = Math.max(...NCES_COLUMNS[state.kind].map((c) => index.get(c) ?? 0));
      return;
    }
    const kind = state.kind;
    total++;
    const get = (col: string) => clean(fields[index.get(col) ?? -1]);
    const reject = (id: string, reason: TNcesRejectReason) => rejected.push({ line, id: id.slice(0, 20), reason });
    // A cut-off row cannot be read column by column.
    if (fields.length <= lastNeeded) return reject(fields[0] ?? "", "wrong_columns");
    const leaid = idOf(get("LEAID"), 7);
    const st = get("ST").toUpperCase();
    if (kind === "schools") {
      const ncessch = idOf(get("NCESSCH"), 12);
      if (!ncessch) return reject(get("NCESSCH"), "malformed_ncessch");
      if (!leaid) return reject(ncessch, "malformed_leaid");
      if (!ncessch.startsWith(leaid)) return reject(ncessch, "school_outside_district");
      if (seen.has(ncessch)) return reject(ncessch, "duplicate_ncessch");
      const name = get("SCH_NAME").slice(0, 200);
      if (!name) return reject(ncessch, "missing_name");
      if (!/^[A-Z]{2}$/.test(st)) return reject(ncessch, "malformed_state");
      const zip = zipOf(get);
      if (!zip) return reject(ncessch, "malformed_zip");
      seen.add(ncessch);
      schools.push({
        ncessch,
        schnam: name,
        leaid,
        leaName: get("LEA_NAME").slice(0, 200),
        city: get("LCITY") || get("MCITY") || null,
        zip,
        state: st,
        level: levelOf(get("LEVEL")),
        countyFips: countyOf(get, st),
      });
      return;
    }
    if (!leaid) return reject(get("LEAID"), "malformed_leaid");
    if (seen.has(leaid)) return reject(leaid, "duplicate_leaid");
    const name = get("LEA_NAME").slice(0, 200);
    if (!name) return reject(leaid, "missing_name");
    if (!/^[A-Z]{2}$/.test(st)) return reject(leaid, "malformed_state");
    seen.add(leaid);
    districts.push({ leaid, name, city: get("LCITY") || get("MCITY") || null, zip: zipOf(get), state: st });
  });
  if (!state.header) throw new NcesFileError("empty_file");
  return state.kind === "schools" ? { kind: "schools", rows: schools, rejected, total } : { kind: "districts", rows: districts, rejected, total };
}
