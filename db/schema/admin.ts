import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

// Every administrative write leaves one row here (lib/audit/record.ts).
// actor_id is kept when the actor is deleted (set null) so the trail survives.
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 64 }).notNull(),
    entity: varchar("entity", { length: 64 }).notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId), index("audit_log_actor_idx").on(t.actorId)],
);

export type TAuditLogRow = typeof auditLog.$inferSelect;

// An add-on an administrator grants to a user until a date (lib/addons). The user's add-on
// flag (users.<column>) is switched on while a grant runs; revoking or passing `until` switches it
// off again unless a paid licence (licence_grants) still holds it.
export const addonGrants = pgTable(
  "addon_grants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addon: varchar("addon", { length: 16 }).notNull(),
    // Last day the grant counts (inclusive).
    until: date("until", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    // Set when the sweep switched the flag off after `until`.
    expiredAt: timestamp("expired_at", { withTimezone: true }),
  },
  (t) => [
    index("addon_grants_user_idx").on(t.userId, t.addon),
    index("addon_grants_open_idx")
      .on(t.until)
      .where(sql`${t.revokedAt} is null and ${t.expiredAt} is null`),
  ],
);
export type TAddonGrantRow = typeof addonGrants.$inferSelect;

// The billing help topics users read on /app/user/billing (lib/billing-topics).
export const billingTopics = pgTable("billing_topics", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  questionEn: text("question_en").notNull(),
  answerEn: text("answer_en").notNull(),
  questionIt: text("question_it").notNull(),
  answerIt: text("answer_it").notNull(),
  questionDe: text("question_de").notNull(),
  answerDe: text("answer_de").notNull(),
  position: integer("position").notNull().default(0),
  published: boolean("published").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TBillingTopicRow = typeof billingTopics.$inferSelect;

// A seat a manager bought, assigned to a counselor they manage (lib/seats). While it runs
// the counselor's licence reaches the manager's period end; releasing it restores what they had.
export const seatAssignments = pgTable(
  "seat_assignments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    managerId: integer("manager_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The manager's period end when assigned: the counselor's licence end while the seat runs.
    end: date("end", { mode: "string" }).notNull(),
    previousExpires: date("previous_expires", { mode: "string" }).notNull(),
    previousAppId: smallint("previous_app_id").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    index("seat_assignments_manager_idx").on(t.managerId),
    uniqueIndex("seat_assignments_user_open_uq")
      .on(t.userId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
export type TSeatAssignmentRow = typeof seatAssignments.$inferSelect;

export const AWARD_STATUSES = ["nominated", "finalist", "winner"] as const;
export type TAwardStatus = (typeof AWARD_STATUSES)[number];

// Counselor of the Year nominations and awards by school year (start year: 2026 = 2026-27).
export const counselorAwards = pgTable(
  "counselor_awards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolYear: smallint("school_year").notNull(),
    state: varchar("state", { length: 8 }).notNull().default(""),
    status: varchar("status", { length: 16 }).$type<TAwardStatus>().notNull().default("nominated"),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("counselor_awards_user_year_uq").on(t.userId, t.schoolYear),
    // At most one national winner per school year.
    uniqueIndex("counselor_awards_winner_uq")
      .on(t.schoolYear)
      .where(sql`${t.status} = 'winner'`),
    check("counselor_awards_status_ck", sql`${t.status} in ('nominated', 'finalist', 'winner')`),
  ],
);
export type TCounselorAwardRow = typeof counselorAwards.$inferSelect;

export const USER_PROGRAMS = ["evangelist", "ambassador"] as const;
export type TUserProgram = (typeof USER_PROGRAMS)[number];

// Evangelist and ambassador programme memberships; ended_at closes one (kept for history).
export const userPrograms = pgTable(
  "user_programs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    program: varchar("program", { length: 16 }).$type<TUserProgram>().notNull(),
    since: date("since", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_programs_open_uq")
      .on(t.userId, t.program)
      .where(sql`${t.endedAt} is null`),
    check("user_programs_program_ck", sql`${t.program} in ('evangelist', 'ambassador')`),
  ],
);
export type TUserProgramRow = typeof userPrograms.$inferSelect;
