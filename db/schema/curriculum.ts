import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { standards } from "./asca";
import { lessons } from "./lessons";
import { grades } from "./reference";
import { smartGoals } from "./smart-goals";
import { users } from "./users";

// Curriculum action plans and the old goal form.
// A curriculum action plan is the ASCA classroom/group action plan: which lessons a counselor plans to deliver,
// to which grades, for which standards (at most two) and domains, serving which SMART goal, with the data
// they plan to collect.

export const curricula = pgTable(
  "curricula",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    academic: boolean("academic").notNull().default(false),
    social: boolean("social").notNull().default(false),
    career: boolean("career").notNull().default(false),
    // The SMART goal it serves; none is answered as smart_goal_id 0 ("default 0").
    smartGoalId: integer("smart_goal_id").references(() => smartGoals.id, { onDelete: "set null" }),
    // The ASCA action-plan columns.
    activity: text("activity").notNull().default(""),
    timeline: text("timeline").notNull().default(""),
    who: text("who").notNull().default(""),
    processData: text("process_data").notNull().default(""),
    perceptionData: text("perception_data").notNull().default(""),
    outcomeData: text("outcome_data").notNull().default(""),
    evaluation: text("evaluation").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("curricula_user_idx").on(t.userId, t.name)],
);

export const curriculumGrades = pgTable(
  "curriculum_grades",
  {
    curriculumId: integer("curriculum_id")
      .notNull()
      .references(() => curricula.id, { onDelete: "cascade" }),
    gradeId: smallint("grade_id")
      .notNull()
      .references(() => grades.id),
  },
  (t) => [primaryKey({ columns: [t.curriculumId, t.gradeId] })],
);

// At most two standards per curriculum: checked by the use-case and by a trigger (its migration), like lesson_standards.
export const curriculumStandards = pgTable(
  "curriculum_standards",
  {
    curriculumId: integer("curriculum_id")
      .notNull()
      .references(() => curricula.id, { onDelete: "cascade" }),
    standardId: integer("standard_id")
      .notNull()
      .references(() => standards.id),
    position: smallint("position").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.curriculumId, t.standardId] })],
);

// The lessons of the plan, each with the date it is planned for (the calendar's lesson events say whether it was delivered).
export const curriculumLessons = pgTable(
  "curriculum_lessons",
  {
    curriculumId: integer("curriculum_id")
      .notNull()
      .references(() => curricula.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    plannedDate: date("planned_date", { mode: "string" }),
    position: smallint("position").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.curriculumId, t.lessonId] }), index("curriculum_lessons_lesson_idx").on(t.lessonId)],
);

// The old goal form: a counselor's planned use of time for one school year in the 3rd-edition ASCA groups,
// as percents: core curriculum (cc), individual student planning (isp), responsive services (rs), indirect
// services (is), program planning and school support (ppss). directive1 = cc + isp + rs + is, directive2 = ppss.
export const oldGoals = pgTable(
  "old_goals",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The first calendar year of the school year (2026 for 2026-27).
    schoolYear: smallint("school_year").notNull(),
    cc: smallint("cc").notNull().default(0),
    isp: smallint("isp").notNull().default(0),
    rs: smallint("rs").notNull().default(0),
    is: smallint("is").notNull().default(0),
    ppss: smallint("ppss").notNull().default(0),
    directive1: smallint("directive1").notNull().default(0),
    directive2: smallint("directive2").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("old_goals_user_year_uq").on(t.userId, t.schoolYear),
    check("old_goals_percents", sql`${t.cc} BETWEEN 0 AND 100 AND ${t.isp} BETWEEN 0 AND 100 AND ${t.rs} BETWEEN 0 AND 100 AND ${t.is} BETWEEN 0 AND 100 AND ${t.ppss} BETWEEN 0 AND 100`),
    check("old_goals_total", sql`${t.cc} + ${t.isp} + ${t.rs} + ${t.is} + ${t.ppss} <= 100`),
    check("old_goals_directives", sql`${t.directive1} = ${t.cc} + ${t.isp} + ${t.rs} + ${t.is} AND ${t.directive2} = ${t.ppss}`),
  ],
);

export type TCurriculumRow = typeof curricula.$inferSelect;
export type TOldGoalRow = typeof oldGoals.$inferSelect;
