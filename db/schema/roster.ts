import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { clients } from "./calendar-lessons";
import { schoolDistricts, schools } from "./reference";
import { users } from "./users";

export const ROSTER_KINDS = ["org", "session", "user", "student", "class", "enrollment"] as const;
export type TRosterKind = (typeof ROSTER_KINDS)[number];

// What a OneRoster sourcedId of a district became here: an account (staff), a student or a group (clients),
// a school (ncessch), a group membership. One row per district, kind and sourcedId, so a second import of
// the same file finds every row again and changes nothing; `hash` is the digest of what the row last wrote.
export const rosterSources = pgTable(
  "roster_sources",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leaid: varchar("leaid", { length: 7 })
      .notNull()
      .references(() => schoolDistricts.leaid),
    kind: varchar("kind", { length: 12 }).$type<TRosterKind>().notNull(),
    sourcedId: varchar("sourced_id", { length: 255 }).notNull(),
    // The account (staff), the client (student or group) or, for an enrollment, the group.
    localId: integer("local_id"),
    // For an enrollment: the student client; for a student: the counselor it was placed with.
    otherId: integer("other_id"),
    ncessch: varchar("ncessch", { length: 12 }),
    hash: varchar("hash", { length: 64 }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("roster_sources_uq").on(t.leaid, t.kind, t.sourcedId), index("roster_sources_local_idx").on(t.kind, t.localId)],
);

export const CASELOAD_SOURCES = ["roster", "rule", "hand"] as const;
export type TCaseloadSource = (typeof CASELOAD_SOURCES)[number];

// A counselor's caseload with its history: one row per student and counselor for the time the student was
// theirs (valid_to null while it lasts). At most one open row per student.
export const caseloads = pgTable(
  "caseloads",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    counselorId: integer("counselor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    leaid: varchar("leaid", { length: 7 }).references(() => schoolDistricts.leaid),
    ncessch: varchar("ncessch", { length: 12 }),
    source: varchar("source", { length: 8 }).$type<TCaseloadSource>().notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }),
  },
  (t) => [
    index("caseloads_counselor_idx").on(t.counselorId, t.validTo),
    // A district's open caseloads (the caseloads page, the import and "apply rules now" read them by district).
    index("caseloads_leaid_open_idx")
      .on(t.leaid, t.counselorId)
      .where(sql`${t.validTo} is null`),
    uniqueIndex("caseloads_open_uq")
      .on(t.clientId)
      .where(sql`${t.validTo} is null`),
    check("caseloads_source", sql`${t.source} in ('roster', 'rule', 'hand')`),
  ],
);

// A district's rule placing students with a counselor: a school, a grade range and a last-name range
// (each optional; an empty rule matches every student of the district). The lowest `sort` that matches wins.
export const caseloadRules = pgTable(
  "caseload_rules",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leaid: varchar("leaid", { length: 7 })
      .notNull()
      .references(() => schoolDistricts.leaid),
    counselorId: integer("counselor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ncessch: varchar("ncessch", { length: 12 }).references(() => schools.ncessch),
    gradeFrom: smallint("grade_from"),
    gradeTo: smallint("grade_to"),
    lastNameFrom: varchar("last_name_from", { length: 16 }).notNull().default(""),
    lastNameTo: varchar("last_name_to", { length: 16 }).notNull().default(""),
    sort: integer("sort").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("caseload_rules_leaid_idx").on(t.leaid, t.sort)],
);

export const PICKUP_RESULTS = ["imported", "refused", "failed"] as const;
export type TPickupResult = (typeof PICKUP_RESULTS)[number];

// One file the nightly pickup read from the drop folder: which district, which file, when, the result and
// the counts or the errors (file, row, column, reason: never a student's data).
export const rosterPickups = pgTable(
  "roster_pickups",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leaid: varchar("leaid", { length: 7 })
      .notNull()
      .references(() => schoolDistricts.leaid),
    file: text("file").notNull(),
    result: varchar("result", { length: 8 }).$type<TPickupResult>().notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    errors: jsonb("errors").$type<{ file: string; row: number; column: string; reason: string }[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("roster_pickups_leaid_idx").on(t.leaid, t.createdAt)],
);
