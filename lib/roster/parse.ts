import { unzipSync } from "fflate";
import { parseCsv } from "@/lib/clients/csv";
import { FILE_SPECS, MAX_ERRORS, MAX_UNZIPPED_BYTES, type TClassRow, type TDemographicsRow, type TEnrollmentRow, type TOneRosterFile, type TOrgRow, type TSessionRow, type TUserRow } from "./files";

// Reads a OneRoster zip into checked rows, or the errors (file, row, column, reason). Pure: bytes in, data out.

export type TRosterError = { file: string; row: number; column: string; reason: string };
export type TFileMode = "bulk" | "delta" | "absent";
export type TRow<T> = T & { row: number };
export type TRosterPackage = {
  modes: Record<TDataFile, TFileMode>;
  orgs: TRow<TOrgRow>[];
  sessions: TRow<TSessionRow>[];
  users: TRow<TUserRow>[];
  demographics: TRow<TDemographicsRow>[];
  classes: TRow<TClassRow>[];
  enrollments: TRow<TEnrollmentRow>[];
};
export type TParseResult = { ok: true; pkg: TRosterPackage } | { ok: false; errors: TRosterError[] };

const DATA_FILES = ["orgs.csv", "academicSessions.csv", "users.csv", "demographics.csv", "classes.csv", "enrollments.csv"] as const;
export type TDataFile = (typeof DATA_FILES)[number];
const MANIFEST_KEY: Record<(typeof DATA_FILES)[number], string> = {
  "orgs.csv": "file.orgs",
  "academicSessions.csv": "file.academicSessions",
  "users.csv": "file.users",
  "demographics.csv": "file.demographics",
  "classes.csv": "file.classes",
  "enrollments.csv": "file.enrollments",
};

/** Unzips within the byte bound; the entries are matched by file name wherever the zip keeps them. */
export function unzipRoster(bytes: Uint8Array): { ok: true; files: Map<string, string> } | { ok: false; errors: TRosterError[] } {
  let total = 0;
  let tooBig = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (f) => {
        const name = f.name.split("/").pop() ?? "";
        if (!(name in FILE_SPECS)) return false;
        total += f.originalSize;
        if (total > MAX_UNZIPPED_BYTES) tooBig = true;
        return !tooBig;
      },
    });
  } catch {
    return { ok: false, errors: [{ file: "(zip)", row: 0, column: "", reason: "The file is not a readable zip archive." }] };
  }
  if (tooBig) return { ok: false, errors: [{ file: "(zip)", row: 0, column: "", reason: `The unpacked files exceed ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB.` }] };
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const files = new Map<string, string>();
  for (const [path, data] of Object.entries(entries)) {
    const name = path.split("/").pop() ?? path;
    try {
      files.set(name, decoder.decode(data));
    } catch {
      return { ok: false, errors: [{ file: name, row: 0, column: "", reason: "The file is not UTF-8 text." }] };
    }
  }
  return { ok: true, files };
}

/** Checks one CSV file's header and rows against its schema; a delta file's rows need status and dateLastModified. */
export function readFile(name: TOneRosterFile, text: string, mode: TFileMode, errors: TRosterError[]): TRow<Record<string, unknown>>[] {
  const spec = FILE_SPECS[name];
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    errors.push({ file: name, row: parsed.line, column: "", reason: parsed.message });
    return [];
  }
  const [head, ...records] = parsed.records;
  if (!head) {
    errors.push({ file: name, row: 1, column: "", reason: "The file has no header row." });
    return [];
  }
  const header = head.fields.map((h) => h.trim());
  const known = new Set(Object.keys(spec.schema.shape));
  let headerOk = true;
  header.forEach((h) => {
    if (!known.has(h)) {
      errors.push({ file: name, row: 1, column: h, reason: "This column is not part of the file's OneRoster format." });
      headerOk = false;
    }
  });
  for (const r of spec.required) {
    if (!header.includes(r)) {
      errors.push({ file: name, row: 1, column: r, reason: "This required column is missing." });
      headerOk = false;
    }
  }
  if (!headerOk) return [];
  const out: TRow<Record<string, unknown>>[] = [];
  const seen = new Map<string, number>();
  for (const rec of records) {
    if (errors.length >= MAX_ERRORS) break;
    if (rec.fields.length !== header.length) {
      errors.push({ file: name, row: rec.line, column: "", reason: `The row has ${rec.fields.length} fields; the header has ${header.length}.` });
      continue;
    }
    const raw: Record<string, string> = {};
    header.forEach((h, i) => (raw[h] = rec.fields[i]));
    const res = spec.schema.safeParse(raw);
    if (!res.success) {
      for (const issue of res.error.issues.slice(0, 3)) errors.push({ file: name, row: rec.line, column: String(issue.path[0] ?? ""), reason: issue.message });
      continue;
    }
    const data = res.data as Record<string, unknown>;
    if (mode === "delta" && name !== "manifest.csv") {
      if (!data.status) errors.push({ file: name, row: rec.line, column: "status", reason: "A delta file names each row's status (active or tobedeleted)." });
      if (!data.dateLastModified) errors.push({ file: name, row: rec.line, column: "dateLastModified", reason: "A delta file names each row's dateLastModified." });
    }
    if (typeof data.sourcedId === "string") {
      const earlier = seen.get(data.sourcedId);
      if (earlier !== undefined) errors.push({ file: name, row: rec.line, column: "sourcedId", reason: `This sourcedId is also on row ${earlier}.` });
      else seen.set(data.sourcedId, rec.line);
    }
    out.push({ ...data, row: rec.line });
  }
  return out;
}

/** Reads the manifest and every file it lists: the rows, or all the errors found (at most MAX_ERRORS). */
export function parseRoster(files: Map<string, string>): TParseResult {
  const errors: TRosterError[] = [];
  const manifestText = files.get("manifest.csv");
  if (manifestText === undefined) return { ok: false, errors: [{ file: "manifest.csv", row: 0, column: "", reason: "The zip holds no manifest.csv." }] };
  const props = new Map<string, string>();
  for (const r of readFile("manifest.csv", manifestText, "bulk", errors)) props.set(String(r.propertyName), String(r.value));
  if (errors.length) return { ok: false, errors };
  const version = props.get("oneroster.version");
  if (version !== "1.2" && version !== "1.1") errors.push({ file: "manifest.csv", row: 0, column: "oneroster.version", reason: "The manifest must name oneroster.version 1.2 (or 1.1)." });
  const modes = {} as TRosterPackage["modes"];
  for (const f of DATA_FILES) {
    const m = (props.get(MANIFEST_KEY[f]) ?? "absent").toLowerCase();
    if (m !== "bulk" && m !== "delta" && m !== "absent") {
      errors.push({ file: "manifest.csv", row: 0, column: MANIFEST_KEY[f], reason: "Use bulk, delta or absent." });
      continue;
    }
    modes[f] = m;
    if (m !== "absent" && !files.has(f)) errors.push({ file: f, row: 0, column: "", reason: `The manifest lists ${f} as ${m} but the zip does not hold it.` });
  }
  if (errors.length) return { ok: false, errors };
  const read = <T>(f: (typeof DATA_FILES)[number]) => {
    const mode = modes[f];
    return mode === "absent" ? [] : (readFile(f, files.get(f) ?? "", mode, errors) as TRow<T>[]);
  };
  const pkg: TRosterPackage = {
    modes,
    orgs: read<TOrgRow>("orgs.csv"),
    sessions: read<TSessionRow>("academicSessions.csv"),
    users: read<TUserRow>("users.csv"),
    demographics: read<TDemographicsRow>("demographics.csv"),
    classes: read<TClassRow>("classes.csv"),
    enrollments: read<TEnrollmentRow>("enrollments.csv"),
  };
  return errors.length ? { ok: false, errors: errors.slice(0, MAX_ERRORS) } : { ok: true, pkg };
}
