import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { standards } from "./asca";
import { clients } from "./calendar";
import { users } from "./users";

// Targets (goals) and the school's data-analysis priorities they answer,
// and the action-plan kinds a SMART goal (a later slice) picks from. Comments and ratings of shared
// targets live in the lessons' engine tables with subject type 'target'.

export const DATA_ANALYSIS_TYPES = ["attendance", "behavior", "achievement", "other"] as const;
export type TDataAnalysisType = (typeof DATA_ANALYSIS_TYPES)[number];

// A school data priority: attendance, behaviour, achievement or
// another measure, optionally a closing-the-gap item for a student subgroup (target_group).
export const dataAnalysisItems = pgTable(
  "data_analysis_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: varchar("type", { length: 12 }).$type<TDataAnalysisType>().notNull(),
    // The measure's own name (e.g. 'Chronic absenteeism', 'Office referrals').
    typeName: text("type_name").notNull().default(""),
    priority: smallint("priority").notNull().default(1),
    closingTheGap: boolean("closing_the_gap").notNull().default(false),
    baseline: numeric("baseline", { precision: 12, scale: 2 }),
    dateBaseline: date("date_baseline", { mode: "string" }),
    target: numeric("target", { precision: 12, scale: 2 }),
    targetGroup: text("target_group").notNull().default(""),
    mindsetId1: integer("mindset_id1").references(() => standards.id, { onDelete: "set null" }),
    mindsetId2: integer("mindset_id2").references(() => standards.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("data_analysis_items_user_idx").on(t.userId, t.active, t.priority),
    check("data_analysis_items_type", sql`${t.type} IN ('attendance', 'behavior', 'achievement', 'other')`),
    check("data_analysis_items_priority", sql`${t.priority} BETWEEN 1 AND 99`),
    check("data_analysis_items_two_mindsets", sql`${t.mindsetId2} IS NULL OR ${t.mindsetId2} IS DISTINCT FROM ${t.mindsetId1}`),
  ],
);

// An action plan: id, name, description; id 1 'None' is the default (seeded by the migration).
export const actionPlans = pgTable("action_plans", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sort: smallint("sort").notNull().default(0),
});

// A target (goal): the outcome a counselor aims at, tied to a data-analysis priority; shared targets
// are readable, rateable and commentable by every signed-in planner, changed only by their owner.
export const targets = pgTable(
  "targets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The target statement.
    name: text("name").notNull(),
    dataAnalysisId: integer("data_analysis_id").references(() => dataAnalysisItems.id, { onDelete: "set null" }),
    // The group of students the target is for (one of the owner's groups), if any.
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    relevant: boolean("relevant").notNull().default(false),
    share: boolean("share").notNull().default(false),
    achievement: boolean("achievement").notNull().default(false),
    attendance: boolean("attendance").notNull().default(false),
    behavior: boolean("behavior").notNull().default(false),
    academic: boolean("academic").notNull().default(false),
    social: boolean("social").notNull().default(false),
    career: boolean("career").notNull().default(false),
    // Sanitised HTML (bold, italic, link) from the rich-text field.
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("targets_user_idx").on(t.userId, t.name), index("targets_shared_idx").on(t.share, t.name), index("targets_data_analysis_idx").on(t.dataAnalysisId)],
);

// At most two standards per target: checked by the use-case and by a trigger (migration 0009).
export const targetStandards = pgTable(
  "target_standards",
  {
    targetId: integer("target_id")
      .notNull()
      .references(() => targets.id, { onDelete: "cascade" }),
    standardId: integer("standard_id")
      .notNull()
      .references(() => standards.id),
    position: smallint("position").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.standardId] }), index("target_standards_standard_idx").on(t.standardId)],
);

export type TDataAnalysisRow = typeof dataAnalysisItems.$inferSelect;
export type TActionPlanRow = typeof actionPlans.$inferSelect;
export type TTargetRow = typeof targets.$inferSelect;
