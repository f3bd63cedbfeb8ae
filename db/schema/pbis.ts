import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, time, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { clients } from "./calendar";
import { users } from "./users";

// PBIS (Positive Behavioral Interventions and Supports): behaviour incidents and recognitions of a
// counselor's students. Education records: readable by the counselor and those who manage them,
// written by the counselor only (lib/pbis/access.ts).

export const PBIS_RECORD_TYPES = ["incident", "recognition"] as const;
export type TPbisRecordType = (typeof PBIS_RECORD_TYPES)[number];

export const PBIS_OPTION_KINDS = ["behavior", "location", "motivation", "action"] as const;
export type TPbisOptionKind = (typeof PBIS_OPTION_KINDS)[number];

/** Which records an option fits: incidents, recognitions or both. */
export type TPbisAppliesTo = TPbisRecordType | "both";

// The reference lists (SWIS-like categories), seeded by the migration. The label of each code is a
// message (pbis.options.<kind>.<code>); the code "other" asks for the record's free text.
export const pbisOptions = pgTable(
  "pbis_options",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar("kind", { length: 12 }).$type<TPbisOptionKind>().notNull(),
    code: varchar("code", { length: 40 }).notNull(),
    appliesTo: varchar("applies_to", { length: 12 }).$type<TPbisAppliesTo>().notNull().default("both"),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [unique("pbis_options_kind_code_uq").on(t.kind, t.code)],
);

export const pbisRecords = pgTable(
  "pbis_records",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 12 }).$type<TPbisRecordType>().notNull(),
    // Local date and time of the incident or recognition (the counselor's time zone).
    date: date("date", { mode: "string" }).notNull(),
    time: time("time").notNull(),
    behaviorId: integer("behavior_id")
      .notNull()
      .references(() => pbisOptions.id),
    behaviorOther: text("behavior_other").notNull().default(""),
    locationId: integer("location_id")
      .notNull()
      .references(() => pbisOptions.id),
    locationOther: text("location_other").notNull().default(""),
    // The perceived function (motivation) of the behaviour.
    motivationId: integer("motivation_id").references(() => pbisOptions.id),
    motivationOther: text("motivation_other").notNull().default(""),
    actionId: integer("action_id").references(() => pbisOptions.id),
    actionOther: text("action_other").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pbis_records_user_date_idx").on(t.userId, t.date), index("pbis_records_client_idx").on(t.clientId, t.date), check("pbis_records_type", sql`${t.type} IN ('incident', 'recognition')`)],
);

export type TPbisOptionRow = typeof pbisOptions.$inferSelect;
export type TPbisRecordRow = typeof pbisRecords.$inferSelect;
