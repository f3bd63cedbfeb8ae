import { z } from "zod";
import { zText } from "@/lib/http/text";
import type { TClientCountField, TClientCounts } from "@/db/schema/calendar";
import { COUNT_FIELDS as CLIENT_COUNT_FIELDS } from "./fields";

export const CLIENT_TYPES = ["student", "group"] as const;
export type TClientType = (typeof CLIENT_TYPES)[number];

/** The URL segment of /studentsGroups/{type} and the API's ?type= (plural), mapped to the stored type. */
// The URL names the list in the plural (/studentsGroups/students); the singular is accepted too.
export const CLIENT_TYPE_PARAMS = { students: "student", groups: "group", student: "student", group: "group" } as const;
export type TClientTypeParam = keyof typeof CLIENT_TYPE_PARAMS;

/** The client type a URL segment names, or null (own keys only: "constructor" is no type). */
export function clientTypeFromParam(param: string): TClientType | null {
  return Object.hasOwn(CLIENT_TYPE_PARAMS, param) ? CLIENT_TYPE_PARAMS[param as TClientTypeParam] : null;
}

// A group of 12 or fewer students is a small group; grade id 13 is "any grade".
export const SMALL_GROUP_MAX = 12;
export const ANY_GRADE_ID = 13;
/** Grade ids: Kindergarten 0, Grades 1-12 = 1-12, 13 "Any grade", Pre-K 14 (migration 0008). */
export const MAX_GRADE_ID = 14;
export const MAX_COUNT = 100_000;

/** The API shape of a client: every demographic count as its own field, students = assigned student ids. */
export type TClientJson = {
  id: number;
  user_id: number;
  type: TClientType;
  name: string;
  student_number: string;
  grade_id: number | null;
  count: number;
  students: number[];
  notes: string;
  active: boolean;
} & TClientCounts;

const ZType = z.preprocess((v) => (typeof v === "string" ? (clientTypeFromParam(v) ?? v) : v), z.enum(CLIENT_TYPES));

const ZCount = z.coerce.number().int().min(0).max(MAX_COUNT).default(0);
const countShape = Object.fromEntries(CLIENT_COUNT_FIELDS.map((f) => [f, ZCount])) as Record<TClientCountField, typeof ZCount>;

// The spec writes the counts in capitals (ESL, FRL, AMM…) and names the student number student_id:
// accept those spellings, store one.
const FIELD_BY_LOWER = new Map<string, string>(CLIENT_COUNT_FIELDS.map((f) => [f.toLowerCase(), f]));
function normaliseKeys(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    const key = FIELD_BY_LOWER.get(k.toLowerCase()) ?? (k === "student_id" ? "student_number" : k);
    if (!(key in out) || val !== undefined) out[key] = val;
  }
  return out;
}

const ZId = z.coerce.number().int().positive();

/** POST /api/v1/client and the form: a client to create (no id) or update (id). Counts default to 0. */
export const ZClientInput = z.preprocess(
  normaliseKeys,
  z
    .object({
      id: z
        .union([ZId, z.literal(0), z.null()])
        .optional()
        .transform((v) => (v ? v : undefined)),
      type: ZType,
      name: zText({ min: 1, max: 200, required: "Enter a name." }),
      student_number: z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim())
        .pipe(zText({ max: 32 }))
        .optional()
        .default(""),
      grade_id: z
        .union([z.coerce.number().int().min(0).max(MAX_GRADE_ID), z.null(), z.literal("")])
        .optional()
        .transform((v) => (v === "" || v === undefined ? null : v)),
      notes: zText({ max: 2000, multiline: true, trim: false }).optional().default(""),
      students: z.array(ZId).max(500).optional().default([]),
      ...countShape,
    })
    .superRefine((v, ctx) => {
      if (v.type === "student") {
        if (v.students.length > 0) ctx.addIssue({ code: "custom", path: ["students"], message: "Only a group has assigned students." });
        // A student is one person: each count is 0 or 1, and male or female, not both.
        for (const f of CLIENT_COUNT_FIELDS) {
          if (v[f] > 1) ctx.addIssue({ code: "custom", path: [f], message: "A student's counts are 0 or 1." });
        }
        if (v.male + v.female > 1) ctx.addIssue({ code: "custom", path: ["female"], message: "A student is counted as male or female, not both." });
      } else if (v.student_number) {
        ctx.addIssue({ code: "custom", path: ["student_number"], message: "Only a student has a student number." });
      }
      if (new Set(v.students).size !== v.students.length) ctx.addIssue({ code: "custom", path: ["students"], message: "A student is assigned twice." });
    }),
);
export type TClientInput = z.output<typeof ZClientInput>;

/** GET /api/v1/client: ?type=students|groups (or student|group) and the managed user's user_id. */
export const ZClientQuery = z.object({
  type: ZType.optional(),
  user_id: z.coerce.number().int().positive().optional(),
});

export const ZUserQuery = z.object({ user_id: z.coerce.number().int().positive().optional() });

export const ZClientId = z.object({ id: ZId });

// The roster CSV (header row required, any column order): documented on the import dialog.
export const ROSTER_COLUMNS = ["name", "student_number", "grade", "gender", "esl", "frl", "iep", "ada", "race"] as const;
export type TRosterColumn = (typeof ROSTER_COLUMNS)[number];
export const ROSTER_REQUIRED: readonly TRosterColumn[] = ["name", "gender"];
export const RACE_CODES = ["AM", "AS", "HI", "BL", "WH", "HP", "TR"] as const;
export type TRaceCode = (typeof RACE_CODES)[number];
export const MAX_ROSTER_ROWS = 2000;
export const MAX_ROSTER_BYTES = 1_000_000;

export const ZRosterInput = z.object({ csv: zText({ max: MAX_ROSTER_BYTES, multiline: true, trim: false, tooLong: "The file is larger than 1 MB." }) });

/** One problem of the roster: line 1 is the header. */
export type TRosterError = { line: number; field: string; code: string; message: string; params?: Record<string, string | number> };
export type TRosterRow = { line: number; name: string; student_number: string; grade_id: number | null; counts: TClientCounts };
/** A checked row and what committing it does: a new student, or an update of the student with that number. */
export type TRosterPreviewRow = TRosterRow & { action: "create" | "update"; existing_id: number | null };
export type TRosterPreview = { rows: TRosterPreviewRow[]; errors: TRosterError[]; ignored_columns: string[]; created: number; updated: number };
